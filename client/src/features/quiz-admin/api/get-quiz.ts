import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';
import type { QuizDetailDto } from './types';

export async function getQuiz(id: number): Promise<QuizDetailDto> {
  const { data } = await refereeApi.get<QuizDetailDto>(`/quizzes/${id}/`);
  return data;
}

// Under the list's key, so invalidating the list refreshes an open quiz too.
export const adminQuizQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...adminQuizzesQueryOptions().queryKey, id] as const, queryFn: () => getQuiz(id) });

export function useAdminQuiz(id: number | null) {
  return useQuery({ ...adminQuizQueryOptions(id ?? 0), enabled: id !== null });
}
