import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { refereeQueryScope } from '@/lib/auth/referee-session';
import type { AttemptDto } from './quiz-list-types';

export async function listQuizAttempts(): Promise<AttemptDto[]> {
  const { data } = await refereeApi.get<ListResponse<AttemptDto>>('/quizzes/attempts/');
  return listResults(data);
}

export const quizAttemptsQueryOptions = () =>
  queryOptions({ queryKey: [...refereeQueryScope, 'attempts'] as const, queryFn: listQuizAttempts });

export function useQuizAttempts() {
  return useQuery(quizAttemptsQueryOptions());
}
