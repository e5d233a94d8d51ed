import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '../../../lib/referee-api';

export interface QuestionStatistic {
  question_id: number;
  question_text: string;
  correct_rate: number;
  answered: number;
  quiz_title?: string;
}

export interface QuizStatistic {
  quiz: { id: number; title: string };
  total_attempts: number;
  passed_attempts: number;
  pass_rate: number;
  average_score: number;
  questions?: QuestionStatistic[];
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

export function useQuizResults() {
  // Every answer here maps to a fixed message; retrying a 403 or 404 would only delay it.
  return useQuery({ queryKey: ['referee-admin', 'quiz-results'], queryFn: getQuizResults, retry: false });
}
