import type { QuestionStatisticDto, QuizResultsDto, QuizStatisticDto } from '@league/contract';
import type { LeagueContext } from '../../../lib/permissions.js';
import { analyzeItems, type ItemStatistics } from './item-analysis.js';
import * as repo from './statistics.repository.js';

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
const percent = (part: number, whole: number) => (whole ? round1((part / whole) * 100) : 0);
const noItemStatistics: ItemStatistics = { attempts: 0, facilityIndex: null, discriminationIndex: null, flags: [] };

type QuestionRef = { id: number; questionText: string; ruleReference: string };
type Counts = Pick<repo.AnswerCountRow, 'answered' | 'correct'>;

function toQuestionStatistic(q: QuestionRef, counts: Counts | undefined, items: ItemStatistics | undefined): QuestionStatisticDto {
  const { answered, correct } = counts ?? { answered: 0, correct: 0 };
  const item = items ?? noItemStatistics;
  return {
    question_id: q.id,
    question_text: q.questionText,
    rule_reference: q.ruleReference,
    times_answered: answered,
    times_correct: correct,
    correct_rate: answered ? percent(correct, answered) : null,
    attempts: item.attempts,
    facility_index: round3(item.facilityIndex),
    discrimination_index: round3(item.discriminationIndex),
    flags: item.flags,
  };
}

/**
 * A quiz's questions: its fixed list (so unanswered ones show too), then any question its
 * attempts asked that the list no longer holds or never held (drawn from the bank, deleted).
 */
function questionsAsked(fixed: QuestionRef[], answered: repo.AnswerCountRow[]): QuestionRef[] {
  const listed = new Set(fixed.map((q) => q.id));
  const fromSnapshots = answered
    .filter((row) => !listed.has(row.question_id))
    .map((row) => ({ id: row.question_id, questionText: row.question_text, ruleReference: row.rule_reference }));
  return [...fixed, ...fromSnapshots];
}

function groupByQuiz<T extends { quiz_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.quiz_id);
    if (group) group.push(row);
    else groups.set(row.quiz_id, [row]);
  }
  return groups;
}

/**
 * Quiz results for the league's managers: totals, per-quiz figures and, per question, the
 * share of referees who answered it correctly, weakest first (the rules to teach again), with
 * the item analysis of each referee's first attempt (decision 0023).
 */
export async function getQuizStatistics({ db, leagueId }: LeagueContext): Promise<QuizResultsDto> {
  const [quizzes, attempts, answers, firstResponses] = await Promise.all([
    repo.listLeagueQuizzes(db, leagueId),
    repo.summarizeAttempts(db, leagueId),
    repo.summarizeAnswers(db, leagueId),
    repo.listFirstAttemptResponses(db, leagueId),
  ]);
  const attemptsBy = new Map(attempts.map((a) => [a.quizId, a]));
  const answersBy = groupByQuiz(answers);
  const responsesBy = groupByQuiz(firstResponses);
  const quizStatistics = quizzes.map((quiz): QuizStatisticDto => {
    const summary = attemptsBy.get(quiz.id) ?? { attempts: 0, passed: 0, averageScore: 0 };
    const quizAnswers = answersBy.get(quiz.id) ?? [];
    const counts = new Map(quizAnswers.map((row) => [row.question_id, row]));
    const items = analyzeItems(
      (responsesBy.get(quiz.id) ?? []).map((r) => ({ attemptId: r.attempt_id, questionId: r.question_id, correct: r.correct })),
    );
    const questions = questionsAsked(quiz.questions, quizAnswers)
      .map((q) => toQuestionStatistic(q, counts.get(q.id), items.get(q.id)))
      // Weakest first; questions nobody has answered yet go last.
      .sort((a, b) => (a.correct_rate ?? Infinity) - (b.correct_rate ?? Infinity));
    return {
      // Status and dates tell apart two quizzes of the same title (issue 27).
      quiz: {
        id: quiz.id,
        title: quiz.title,
        status: quiz.status,
        start_date: quiz.startDate?.toISOString() ?? null,
        end_date: quiz.endDate?.toISOString() ?? null,
        created_at: quiz.createdAt.toISOString(),
      },
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
