import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { refereeQueryScope } from '@/lib/auth/referee-session';
import type { QuizDto } from './quiz-list-types';

export async function listAvailableQuizzes(): Promise<QuizDto[]> {
  const { data } = await refereeApi.get<ListResponse<QuizDto>>('/quizzes/');
  return listResults(data);
}

export const availableQuizzesQueryOptions = () =>
  queryOptions({ queryKey: [...refereeQueryScope, 'quizzes'] as const, queryFn: listAvailableQuizzes });

export function useAvailableQuizzes() {
  return useQuery(availableQuizzesQueryOptions());
}
