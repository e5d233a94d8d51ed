import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { QuizAttemptRow } from './types';

export const quizAttemptsQueryKey = ['referee', 'attempts'] as const;

export async function listQuizAttempts(): Promise<QuizAttemptRow[]> {
  const { data } = await refereeApi.get<ListResponse<QuizAttemptRow>>('/quizzes/attempts/');
  return listResults(data);
}

export function useQuizAttempts() {
  return useQuery({ queryKey: quizAttemptsQueryKey, queryFn: listQuizAttempts });
}
