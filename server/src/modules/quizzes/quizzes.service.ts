import { AppError } from '../../lib/app-error.js';
import { hasRole, notFoundIn, refereeManagers, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import type { QuizStatus } from '../../generated/prisma/enums.js';
import { type CreateQuizInput, endBeforeStartMessage, isEndBeforeStart, recertificationNeedsDrawMessage, type UpdateQuizInput } from '@league/contract';
import { assertDrawFits } from './bank/draw-check.js';
import { readDrawRules } from './drawing/draw-rules.js';
import type { DrawRule } from './drawing/question-draw.js';
import { toQuestionData } from './question-data.js';
import { assertQuizChangesAllowed, changedFields } from './quiz-edit-rules.js';
import { toPublicQuestionDto, toQuestionDto, toQuizDto } from './quizzes.dto.js';
import { withMedia } from './media/media.dto.js';
import * as repo from './quizzes.repository.js';
import { toPolicyData } from './quiz-policy.js';
import { summarizeUserAttempts } from './attempts/user-attempt-summary.js';

type QuizRow = Awaited<ReturnType<typeof requireInLeague<'quiz'>>>;

/** Referees see their league's active quizzes; managers see every status. */
export async function listQuizzes(ctx: LeagueContext) {
  const statuses: QuizStatus[] | undefined = hasRole(ctx.user, refereeManagers) ? undefined : ['active'];
  const quizzes = await repo.listQuizzes(ctx.db, ctx.leagueId, statuses);
  const ids = quizzes.map((q) => q.id);
  const [attempts, grants] = await Promise.all([repo.listUserAttempts(ctx.db, ctx.user.id, ids), repo.listUserGrants(ctx.db, ctx.user.id, ids)]);
  const granted = new Map(grants.map((g) => [g.quizId, g.extraAttempts]));
  const results = quizzes.map((q) => {
    // Attempts come newest first, so the first one per quiz is the caller's latest.
    const mine = attempts.filter((a) => a.quizId === q.id);
    return { ...toQuizDto(q, mine[0] ?? null), user_summary: summarizeUserAttempts(q, mine, granted.get(q.id) ?? 0) };
  });
  return { count: results.length, results };
}

export async function getQuiz(ctx: LeagueContext, id: number) {
  const manager = hasRole(ctx.user, refereeManagers);
  const { status } = await requireInLeague(ctx, 'quiz', id);
  // Referees can't tell a draft from a missing quiz.
  if (!manager && status !== 'active') throw notFoundIn('quiz');
  const quiz = await repo.findQuiz(ctx.db, id);
  const [attempt] = await repo.listUserAttempts(ctx.db, ctx.user.id, [quiz.id]);
  return {
    ...toQuizDto(quiz, attempt ?? null),
    questions: await withMedia(ctx.db, quiz.questions.map(manager ? toQuestionDto : toPublicQuestionDto), new Date()),
  };
}

export async function createQuiz(ctx: LeagueContext, input: CreateQuizInput) {
  if (input.draw_rules) await assertDrawFits(ctx.db, ctx.leagueId, input.draw_rules, input.recertification_edition ?? null);
  const quiz = await repo.createQuiz(
    ctx.db,
    {
      title: input.title,
      description: input.description,
      timeLimitMinutes: input.time_limit_minutes,
      passingScore: input.passing_score,
      startDate: input.start_date ?? null,
      endDate: input.end_date ?? null,
      status: input.status,
      aiGenerated: input.ai_generated,
      aiPromptUsed: input.ai_prompt_used ?? null,
      ...toPolicyData(input),
      ...repo.toDrawData(input),
      recertificationEdition: input.recertification_edition ?? null,
      leagueId: ctx.leagueId,
      createdById: ctx.user.id,
    },
    input.questions.map((q, i) => toQuestionData(q, q.order ?? i + 1)),
  );
  return getQuiz(ctx, quiz.id);
}

/** Applies the edit rules of the quiz's current status, then the edit (and a status change, if sent). */
export async function updateQuiz(ctx: LeagueContext, id: number, input: UpdateQuizInput) {
  const quiz = await requireInLeague(ctx, 'quiz', id);
  const { status, ...fields } = input;
  const current = {
    title: quiz.title,
    description: quiz.description,
    time_limit_minutes: quiz.timeLimitMinutes,
    passing_score: quiz.passingScore,
    start_date: quiz.startDate,
    end_date: quiz.endDate,
    max_attempts: quiz.maxAttempts,
    cooldown_hours: quiz.cooldownHours,
    stop_after_pass: quiz.stopAfterPass,
    score_policy: quiz.scorePolicy,
    review: quiz.review,
    draw_rules: readDrawRules(quiz.drawRules),
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_options: quiz.shuffleOptions,
    recertification_edition: quiz.recertificationEdition,
  };
  assertQuizChangesAllowed(quiz.status, changedFields(current, fields));
  const start = fields.start_date === undefined ? quiz.startDate : fields.start_date;
  const end = fields.end_date === undefined ? quiz.endDate : fields.end_date;
  if (isEndBeforeStart(start, end)) throw AppError.badRequest(endBeforeStartMessage, { fields: { end_date: endBeforeStartMessage } });
  const rules = fields.draw_rules === undefined ? readDrawRules(quiz.drawRules) : fields.draw_rules;
  const edition = fields.recertification_edition === undefined ? quiz.recertificationEdition : fields.recertification_edition;
  if (edition && !rules) throw AppError.badRequest(recertificationNeedsDrawMessage, { fields: { recertification_edition: recertificationNeedsDrawMessage } });
  if (rules && (fields.draw_rules || fields.recertification_edition)) await assertDrawFits(ctx.db, ctx.leagueId, rules, edition);
  if (status && status !== quiz.status) await assertCanTakeStatus(ctx, quiz, status, rules, edition);
  await repo.updateQuiz(ctx.db, id, {
    title: fields.title,
    description: fields.description,
    timeLimitMinutes: fields.time_limit_minutes,
    passingScore: fields.passing_score,
    startDate: fields.start_date,
    endDate: fields.end_date,
    ...toPolicyData(fields),
    ...repo.toDrawData(fields),
    recertificationEdition: fields.recertification_edition,
    status,
  });
  return getQuiz(ctx, id);
}

export async function setQuizStatus(ctx: LeagueContext, id: number, status: QuizStatus) {
  const quiz = await requireInLeague(ctx, 'quiz', id);
  await assertCanTakeStatus(ctx, quiz, status, readDrawRules(quiz.drawRules), quiz.recertificationEdition);
  await repo.updateQuiz(ctx.db, id, { status });
  return getQuiz(ctx, id);
}

/**
 * Referees can't take a quiz without questions, so one is never published that way: a fixed
 * list needs a question, a draw enough approved questions in the bank for its rules (a
 * recertification draw enough of its edition's rule-change questions).
 */
async function assertCanTakeStatus(ctx: LeagueContext, quiz: QuizRow, status: QuizStatus, rules: DrawRule[] | null, edition: string | null): Promise<void> {
  if (status !== 'active') return;
  if (rules) return assertDrawFits(ctx.db, ctx.leagueId, rules, edition);
  if (quiz._count.questions === 0) {
    throw AppError.badRequest('A quiz needs at least one question before it can be activated.', undefined, 'quiz_empty');
  }
}

