import type { QuestionStatistic, QuizResultsAnswer, QuizStatistic } from '@/features/quiz-admin/api/get-quiz-results';
import { quizLabel } from '@/features/quiz-admin/lib/quiz-label';

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

/** A rate over no attempts is no rate at all: "—", never a 0% that reads as everyone failing. */
export const formatRate = (value: number | null | undefined, attempts: number) => (attempts > 0 ? formatPercent(value) : '—');

const weakestShown = 5;

export const answeredCount = (q: QuestionStatistic) => q.answered ?? q.times_answered ?? 0;

/** A quiz's per-question figures, under either name the server has used for them. */
export const questionsOf = (s: QuizStatistic): QuestionStatistic[] => s.questions ?? s.question_statistics ?? [];

/** The server's own weakest list when it sends one; otherwise the lowest correct rates across quizzes. */
export function pickWeakestQuestions(results: QuizResultsAnswer): QuestionStatistic[] {
  if (results.weakest_questions) return results.weakest_questions.slice(0, weakestShown);
  return results.quiz_statistics
    .flatMap((s) => questionsOf(s).map((q) => ({ ...q, quiz_title: q.quiz_title ?? quizLabel(s.quiz) })))
    // Questions nobody answered yet say nothing about weak spots.
    .filter((q) => answeredCount(q) > 0 && q.correct_rate !== null)
    .sort((a, b) => (a.correct_rate ?? 0) - (b.correct_rate ?? 0))
    .slice(0, weakestShown);
}
