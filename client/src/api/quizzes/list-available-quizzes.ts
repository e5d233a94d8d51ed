import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { refereeQueryScope } from '@/lib/auth/referee-session';
import type { AvailableQuiz } from './quiz-list-types';

export async function listAvailableQuizzes(): Promise<AvailableQuiz[]> {
  const { data } = await refereeApi.get<ListResponse<AvailableQuiz>>('/quizzes/');
  return listResults(data);
}

export const availableQuizzesQueryOptions = () =>
  queryOptions({ queryKey: [...refereeQueryScope, 'quizzes'] as const, queryFn: listAvailableQuizzes });

export function useAvailableQuizzes() {
  return useQuery(availableQuizzesQueryOptions());
}
