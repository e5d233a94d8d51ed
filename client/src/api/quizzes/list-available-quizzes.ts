import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { refereeQueryScope } from '@/lib/auth/referee-session';
import type { QuizListItemDto } from './quiz-list-types';

/** With the caller's attempts used and allowed per quiz (`user_summary`). */
export async function listAvailableQuizzes(): Promise<QuizListItemDto[]> {
  const { data } = await refereeApi.get<ListResponse<QuizListItemDto>>('/quizzes/');
  return listResults(data);
}

export const availableQuizzesQueryOptions = () =>
  queryOptions({ queryKey: [...refereeQueryScope, 'quizzes'] as const, queryFn: listAvailableQuizzes });

export function useAvailableQuizzes() {
  return useQuery(availableQuizzesQueryOptions());
}
