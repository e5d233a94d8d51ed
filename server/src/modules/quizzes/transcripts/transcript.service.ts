import type { TranscriptAttemptDto, TranscriptCategoryDto, TranscriptDto } from '@league/contract';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { countedAttempt } from '../attempts/attempt-policy.js';
import { closeExpiredAttempts } from '../attempts/attempt-sweep.js';
import { reviewOpenWhere } from '../attempts/review-policy.js';
import * as repo from './transcript.repository.js';

/** What a question with no category is filed under (it was written before categories existed, or left blank). */
export const uncategorised = 'Uncategorised';

type AttemptRow = Awaited<ReturnType<typeof repo.listUserAttempts>>[number];
type Referee = { id: number; username: string; firstName: string; lastName: string };

/** The attempt whose score counts at each quiz, under that quiz's policy (best or last). */
function countedIds(attempts: AttemptRow[]): Set<number> {
  const byQuiz = new Map<number, AttemptRow[]>();
  for (const a of attempts) {
    const list = byQuiz.get(a.quiz.id);
    if (list) list.push(a);
    else byQuiz.set(a.quiz.id, [a]);
  }
  const ids = new Set<number>();
  for (const list of byQuiz.values()) {
    const counted = countedAttempt(list, list[0]!.quiz.scorePolicy);
    if (counted) ids.add(counted.id);
  }
  return ids;
}

function toTranscriptAttempt(a: AttemptRow, counted: Set<number>): TranscriptAttemptDto {
  return {
    attempt_id: a.id,
    quiz_id: a.quiz.id,
    quiz_title: a.quiz.title,
    status: a.status,
    started_at: a.startedAt.toISOString(),
    submitted_at: a.submittedAt ? a.submittedAt.toISOString() : null,
    score: a.score,
    passed: a.passed,
    correct_answers: a.correctAnswers,
    total_questions: a.totalQuestions,
    score_policy: a.quiz.scorePolicy,
    counted: counted.has(a.id),
  };
}

/** Weakest first; among equal shares the category with more answers first (the firmer signal). */
function weakestFirst(rows: { category: string; questions: number; correct: number }[]): TranscriptCategoryDto[] {
  const merged = new Map<string, { questions: number; correct: number }>();
  for (const row of rows) {
    const name = row.category.trim() || uncategorised;
    const sum = merged.get(name) ?? { questions: 0, correct: 0 };
    merged.set(name, { questions: sum.questions + row.questions, correct: sum.correct + row.correct });
  }
  return [...merged]
    .map(([category, { questions, correct }]) => ({ category, questions, correct, share_correct: Math.round((correct / questions) * 1000) / 1000 }))
    .sort((a, b) => a.share_correct - b.share_correct || b.questions - a.questions || a.category.localeCompare(b.category));
}

/**
 * `reader` 'taker': the referee reads their own, so which answers were right counts only at
 * quizzes whose review policy lets them see it now (a category of one question would tell
 * the key otherwise); 'manager': everything.
 */
async function buildTranscript(ctx: LeagueContext, referee: Referee, now: Date, reader: 'taker' | 'manager'): Promise<TranscriptDto> {
  // Attempts whose time ran out are scored first, so the transcript shows their results.
  await closeExpiredAttempts(ctx.db, now, referee.id);
  const [attempts, categories] = await Promise.all([
    repo.listUserAttempts(ctx.db, referee.id, ctx.leagueId),
    repo.summarizeCategories(ctx.db, referee.id, ctx.leagueId, reader === 'taker' ? reviewOpenWhere(now) : {}),
  ]);
  const counted = countedIds(attempts);
  return {
    referee: { id: referee.id, username: referee.username, first_name: referee.firstName, last_name: referee.lastName },
    attempts: attempts.map((a) => toTranscriptAttempt(a, counted)),
    weakest_categories: weakestFirst(categories),
  };
}

/** The caller's own transcript (any signed-in user: managers take quizzes too), read as its taker. */
export async function getMyTranscript(ctx: LeagueContext, now: Date): Promise<TranscriptDto> {
  return buildTranscript(ctx, await repo.findUserNames(ctx.db, ctx.user.id), now, 'taker');
}

/** A referee's transcript for the league's managers; another league's referee is a 404. */
export async function getRefereeTranscript(ctx: LeagueContext, refereeId: number, now: Date): Promise<TranscriptDto> {
  return buildTranscript(ctx, await requireInLeague(ctx, 'referee', refereeId), now, 'manager');
}
