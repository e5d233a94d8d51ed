import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';

/** Every quiz of the league as its managers see it (quiz management and the bank's "Add to quiz"). */
export async function listAdminQuizzes(): Promise<ListResponse<QuizDto>> {
  const { data } = await refereeApi.get<ListResponse<QuizDto>>('/quizzes/');
  return data;
}

/** Everything the referee admin pages cache (quizzes, an open quiz, results) sits under `all`. */
export const refereeAdminKeys = {
  all: ['referee-admin'] as const,
  quizzes: () => ['referee-admin', 'quizzes'] as const,
};

export const adminQuizzesQueryOptions = () => queryOptions({ queryKey: refereeAdminKeys.quizzes(), queryFn: listAdminQuizzes });

export function useAdminQuizzes() {
  const query = useQuery(adminQuizzesQueryOptions());
  return { ...query, quizzes: listResults(query.data) };
}
