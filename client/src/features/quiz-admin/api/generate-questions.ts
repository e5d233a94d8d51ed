import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import type { QuestionPayload, QuestionType } from './types';

export interface GenerateQuestionsInput {
  prompt: string;
  num_questions: number;
  question_types: QuestionType[];
}

export interface GenerateQuestionsAnswer {
  success: boolean;
  questions: Partial<QuestionPayload>[];
  error?: string;
}

export async function generateQuestions(input: GenerateQuestionsInput): Promise<Partial<QuestionPayload>[]> {
  const { data } = await refereeApi.post<GenerateQuestionsAnswer>('/quizzes/ai/generate/', input);
  if (!data.success) throw new Error(data.error || 'The generator answered without questions.');
  return data.questions ?? [];
}

/** Generating saves nothing: the questions join the create form's list for review. */
export function useGenerateQuestions(options: Omit<UseMutationOptions<Partial<QuestionPayload>[], Error, GenerateQuestionsInput>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: generateQuestions });
}
