import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionStatisticDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import type { QuizIdentity } from '@/features/quiz-admin/lib/quiz-label';

/**
 * Per-question figures as the server sends them (`@league/contract`). Older answers said
 * `answered` instead of `times_answered` and had no item analysis, so those stay optional.
 */
export type QuestionStatistic = Pick<QuestionStatisticDto, 'question_id' | 'question_text' | 'correct_rate'> &
  Partial<Omit<QuestionStatisticDto, 'question_id' | 'question_text' | 'correct_rate'>> & {
    answered?: number;
    quiz_title?: string;
  };

export interface QuizStatistic {
  quiz: QuizIdentity & { id: number };
  total_attempts: number;
  passed_attempts: number;
  pass_rate: number;
  average_score: number;
  questions?: QuestionStatistic[];
  question_statistics?: QuestionStatistic[];
}

export interface QuizResultsAnswer {
  quiz_statistics: QuizStatistic[];
  total_quizzes: number;
  active_quizzes: number;
  total_attempts: number;
  passed_attempts: number;
  average_score: number;
  weakest_questions?: QuestionStatistic[];
}

export async function getQuizResults(): Promise<QuizResultsAnswer> {
  const { data } = await refereeApi.get<QuizResultsAnswer>('/quizzes/admin/results/');
  return data;
}

// Every answer here maps to a fixed message; retrying a 403 or 404 would only delay it.
export const quizResultsQueryOptions = () =>
  queryOptions({ queryKey: ['referee-admin', 'quiz-results'] as const, queryFn: getQuizResults, retry: false });

export function useQuizResults() {
  return useQuery(quizResultsQueryOptions());
}
