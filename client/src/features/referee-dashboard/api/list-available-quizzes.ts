import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { AvailableQuiz } from './types';

export const availableQuizzesQueryKey = ['referee', 'quizzes'] as const;

export async function listAvailableQuizzes(): Promise<AvailableQuiz[]> {
  const { data } = await refereeApi.get<ListResponse<AvailableQuiz>>('/quizzes/');
  return listResults(data);
}

export function useAvailableQuizzes() {
  return useQuery({ queryKey: availableQuizzesQueryKey, queryFn: listAvailableQuizzes });
}
