import type { QueryClient } from '@tanstack/react-query';
import { adminQuizQueryOptions } from './get-quiz';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';

/** A question call changes the open quiz and the list's question count; nothing else is refetched. */
export function refreshQuizQuestions(queryClient: QueryClient, quizId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQuizQueryOptions(quizId).queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: adminQuizzesQueryOptions().queryKey, exact: true }),
  ]);
}
