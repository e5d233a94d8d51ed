import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { adminQuizzesQueryKey } from './list-quizzes';
import type { QuizDetail } from './types';

export const adminQuizQueryKey = (id: number) => [...adminQuizzesQueryKey, id] as const;

export async function getQuiz(id: number): Promise<QuizDetail> {
  const { data } = await refereeApi.get<QuizDetail>(`/quizzes/${id}/`);
  return data;
}

export function useAdminQuiz(id: number | null) {
  return useQuery({ queryKey: adminQuizQueryKey(id ?? 0), queryFn: () => getQuiz(id!), enabled: id !== null });
}
