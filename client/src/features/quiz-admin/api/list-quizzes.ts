import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { QuizSummary } from './types';

export async function listQuizzes(): Promise<ListResponse<QuizSummary>> {
  const { data } = await refereeApi.get<ListResponse<QuizSummary>>('/quizzes/');
  return data;
}

export const adminQuizzesQueryOptions = () => queryOptions({ queryKey: ['referee-admin', 'quizzes'] as const, queryFn: listQuizzes });

export function useAdminQuizzes() {
  const query = useQuery(adminQuizzesQueryOptions());
  return { ...query, quizzes: listResults(query.data) };
}
