import { useMutation } from '@tanstack/react-query';
import type { CreateFlagInput, QuestionFlagDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';

export type FlagQuestionVariables = CreateFlagInput & { attemptId: number };

export async function flagQuestion({ attemptId, ...input }: FlagQuestionVariables): Promise<QuestionFlagDto> {
  const { data } = await refereeApi.post<QuestionFlagDto>(`/quizzes/attempts/${attemptId}/flags/`, input);
  return data;
}

export function useFlagQuestion() {
  return useMutation({ mutationFn: flagQuestion });
}
