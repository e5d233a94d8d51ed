import type { QuestionStatistic, QuizResultsAnswer } from '../api/get-quiz-results';

export const emptyQuizResults: QuizResultsAnswer = {
  quiz_statistics: [],
  total_quizzes: 0,
  active_quizzes: 0,
  total_attempts: 0,
  passed_attempts: 0,
  average_score: 0,
};

/** The spec shows averages and pass rates as whole percentages. */
export const formatPercent = (value: number | null | undefined) => `${Math.round(Number(value) || 0)}%`;

const weakestShown = 5;

/** The server's own weakest list when it sends one; otherwise the lowest correct rates across quizzes. */
export function pickWeakestQuestions(results: QuizResultsAnswer): QuestionStatistic[] {
  if (results.weakest_questions) return results.weakest_questions.slice(0, weakestShown);
  return results.quiz_statistics
    .flatMap((s) => (s.questions ?? []).map((q) => ({ ...q, quiz_title: q.quiz_title ?? s.quiz.title })))
    .filter((q) => q.answered > 0)
    .sort((a, b) => a.correct_rate - b.correct_rate)
    .slice(0, weakestShown);
}
