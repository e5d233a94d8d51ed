import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { QuizSummary } from './types';

export const adminQuizzesQueryKey = ['referee-admin', 'quizzes'] as const;

export async function listQuizzes(): Promise<ListResponse<QuizSummary>> {
  const { data } = await refereeApi.get<ListResponse<QuizSummary>>('/quizzes/');
  return data;
}

export function useAdminQuizzes() {
  const query = useQuery({ queryKey: adminQuizzesQueryKey, queryFn: listQuizzes });
  return { ...query, quizzes: listResults(query.data) };
}
