import type { LeagueContext } from '../../lib/permissions.js';
import * as repo from './statistics.repository.js';

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole ? round1((part / whole) * 100) : 0);

/**
 * Quiz results for the league's managers: totals, per-quiz figures and, per question, the
 * share of referees who answered it correctly, weakest first (the rules to teach again).
 */
export async function getQuizStatistics({ db, leagueId }: LeagueContext) {
  const [quizzes, attempts, answers] = await Promise.all([
    repo.listLeagueQuizzes(db, leagueId),
    repo.summarizeAttempts(db, leagueId),
    repo.summarizeAnswers(db, leagueId),
  ]);
  const attemptsBy = new Map(attempts.map((a) => [a.quizId, a]));
  const quizStatistics = quizzes.map((quiz) => {
    const summary = attemptsBy.get(quiz.id) ?? { attempts: 0, passed: 0, averageScore: 0 };
    const questions = quiz.questions
      .map((q) => {
        const counts = answers.get(q.id) ?? { answered: 0, correct: 0 };
        return {
          question_id: q.id,
          question_text: q.questionText,
          rule_reference: q.ruleReference,
          times_answered: counts.answered,
          times_correct: counts.correct,
          correct_rate: counts.answered ? percent(counts.correct, counts.answered) : null,
        };
      })
      // Weakest first; questions nobody has answered yet go last.
      .sort((a, b) => (a.correct_rate ?? Infinity) - (b.correct_rate ?? Infinity));
    return {
      quiz: { id: quiz.id, title: quiz.title, status: quiz.status },
      total_attempts: summary.attempts,
      passed_attempts: summary.passed,
      pass_rate: percent(summary.passed, summary.attempts),
      average_score: round1(summary.averageScore),
      question_statistics: questions,
    };
  });
  const totalAttempts = attempts.reduce((sum, a) => sum + a.attempts, 0);
  const passedAttempts = attempts.reduce((sum, a) => sum + a.passed, 0);
  const scoreSum = attempts.reduce((sum, a) => sum + a.averageScore * a.attempts, 0);
  return {
    total_quizzes: quizzes.length,
    active_quizzes: quizzes.filter((q) => q.status === 'active').length,
    total_attempts: totalAttempts,
    passed_attempts: passedAttempts,
    pass_rate: percent(passedAttempts, totalAttempts),
    average_score: totalAttempts ? round1(scoreSum / totalAttempts) : 0,
    quiz_statistics: quizStatistics,
  };
}
