import type { CreateFlagInput, ListFlagsQuery, ListResponse, QuestionFlagDto, UpdateFlagInput } from '@league/contract';
import { AppError } from '../../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { uniqueConflict } from '../../../lib/db/unique-rules.js';
import { findOwnAttempt } from '../attempts/attempts.repository.js';
import { answerKeyForTaker } from '../attempts/review-policy.js';
import { toQuestionFlagDto } from './flags.dto.js';
import * as repo from './flags.repository.js';

/**
 * A referee flags a question of their own completed attempt (once per attempt and question).
 * The flag keeps the version the attempt asked, which is the version a regrade fixes. The
 * answer shows the key only as the quiz's review policy lets the referee read it now.
 */
export async function flagQuestion(ctx: LeagueContext, attemptId: number, input: CreateFlagInput, now: Date): Promise<QuestionFlagDto> {
  const attempt = await findOwnAttempt(ctx.db, attemptId, ctx.user.id, ctx.leagueId);
  if (!attempt) throw AppError.notFound('Attempt');
  if (attempt.status !== 'completed') {
    throw new AppError(409, 'Submit the attempt first: a question can be flagged from its results.', 'attempt_in_progress');
  }
  const asked = attempt.questions.find((q) => q.questionId === input.question_id);
  // A snapshot outlives its bank question; a deleted question has nobody left to fix it.
  if (!asked || !(await repo.questionExists(ctx.db, asked.questionId, ctx.leagueId))) throw AppError.notFound('Question');
  if (await repo.findFlag(ctx.db, attemptId, asked.questionId)) throw uniqueConflict('QuestionFlag');
  const flag = await repo.createFlag(ctx.db, {
    questionId: asked.questionId,
    questionVersion: asked.questionVersion,
    attemptId,
    userId: ctx.user.id,
    leagueId: ctx.leagueId,
    comment: input.comment,
  });
  return toQuestionFlagDto(flag, { ...asked, correctAnswer: answerKeyForTaker(asked, attempt.quiz, now).correct_answer });
}

/** Managers' list, a page at a time, newest first (`count` is every report the filters match), each flag with the question as its attempt asked it. */
export async function listFlags(ctx: LeagueContext, query: ListFlagsQuery): Promise<ListResponse<QuestionFlagDto>> {
  if (query.question_id) await requireInLeague(ctx, 'question', query.question_id);
  const [count, flags] = await repo.listFlags(ctx.db, ctx.leagueId, query);
  const asked = await repo.listAskedQuestions(ctx.db, flags);
  const byPair = new Map(asked.map((a) => [`${a.attemptId}:${a.questionId}`, a]));
  return { count, results: flags.map((f) => toQuestionFlagDto(f, byPair.get(`${f.attemptId}:${f.questionId}`))) };
}

/** Resolve, dismiss or reopen a flag; closing one records who did it and when. */
export async function setFlagStatus(ctx: LeagueContext, flagId: number, input: UpdateFlagInput, now: Date): Promise<QuestionFlagDto> {
  const flag = await requireInLeague(ctx, 'flag', flagId);
  const updated = await repo.updateFlagStatus(ctx.db, flag.id, input.status, { userId: ctx.user.id, at: now });
  const [asked] = await repo.listAskedQuestions(ctx.db, [updated]);
  return toQuestionFlagDto(updated, asked);
}
