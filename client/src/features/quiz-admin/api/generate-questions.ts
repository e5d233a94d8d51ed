import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import type { GenerateQuestionsResultDto } from '@league/contract';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import type { QuestionType } from './types';

export interface GenerateQuestionsInput {
  prompt?: string;
  /** Rule text the questions must come from and cite. */
  source_text?: string;
  edition?: string;
  num_questions: number;
  question_types: QuestionType[];
}


export async function generateQuestions(input: GenerateQuestionsInput): Promise<BankQuestionDto[]> {
  const { data } = await refereeApi.post<GenerateQuestionsResultDto>('/quizzes/ai/generate/', input);
  return data.questions;
}

/** Generated questions are saved as bank drafts (the review queue), so the bank is refreshed. */
export function useGenerateQuestions(options: Omit<UseMutationOptions<BankQuestionDto[], Error, GenerateQuestionsInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: generateQuestions,
    onSuccess: async (...args) => {
      await invalidateQueries(queryClient, [bankKeys.all]);
      await options.onSuccess?.(...args);
    },
  });
}
