import { AppError } from '../../../lib/app-error.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import type { ApproveBankQuestionsDto, ApproveBankQuestionsInput, BankCategoriesDto, BankQuestionListDto, CreateBankQuestionInput, ListBankQuestionsQuery, UpdateBankQuestionInput } from '@league/contract';
import { toQuestionData } from '../question-data.js';
import { editQuestion } from '../questions.service.js';
import { toBankQuestionDto } from './bank.dto.js';
import { oneWithMedia, withMedia } from '../media/media.dto.js';
import * as repo from './bank.repository.js';

export async function listBankQuestions(ctx: LeagueContext, query: ListBankQuestionsQuery): Promise<BankQuestionListDto> {
  if (typeof query.quiz_id === 'number') await requireInLeague(ctx, 'quiz', query.quiz_id);
  const [count, rows] = await repo.listBankQuestions(ctx.db, ctx.leagueId, query);
  return { count, results: await withMedia(ctx.db, rows.map(toBankQuestionDto), new Date()) };
}

export async function listBankCategories(ctx: LeagueContext): Promise<BankCategoriesDto> {
  return { results: await repo.countByCategory(ctx.db, ctx.leagueId) };
}

export async function getBankQuestion(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'question', id);
  return oneWithMedia(ctx.db, toBankQuestionDto(await repo.findBankQuestion(ctx.db, id)), new Date());
}

/** A question written by hand into the bank: approved unless the manager keeps it as a draft. */
export async function createBankQuestion(ctx: LeagueContext, input: CreateBankQuestionInput) {
  const data = { ...toQuestionData(input, input.order ?? 0), status: input.status ?? 'approved', source: 'manual' as const };
  return { ...toBankQuestionDto(await repo.createBankQuestion(ctx.db, ctx.leagueId, data)), media: [] };
}

/** Same rules as editing it in its quiz (one place: `editQuestion`), including the version rule. */
export async function updateBankQuestion(ctx: LeagueContext, id: number, input: UpdateBankQuestionInput) {
  await editQuestion(ctx, id, input);
  return oneWithMedia(ctx.db, toBankQuestionDto(await repo.findBankQuestion(ctx.db, id)), new Date());
}

export async function approveBankQuestion(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'question', id);
  return oneWithMedia(ctx.db, toBankQuestionDto(await repo.approveQuestion(ctx.db, id)), new Date());
}

/**
 * The ticked questions of the review queue in one request: all of them must be the league's (else
 * 404, nothing approved); ones already approved are counted and left as they are.
 */
export async function approveBankQuestions(ctx: LeagueContext, input: ApproveBankQuestionsInput): Promise<ApproveBankQuestionsDto> {
  const found = await requireAllInLeague(ctx, 'question', input.question_ids);
  const drafts = found.filter((q) => q.status !== 'approved').map((q) => q.id);
  const approved = await repo.approveQuestions(ctx.db, ctx.leagueId, drafts);
  return { approved, already_approved: found.length - approved };
}

/** Attempts keep their own copies, so only a question that a live quiz still lists is held back. */
export async function deleteBankQuestion(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'question', id);
  const { quiz } = await repo.findBankQuestion(ctx.db, id);
  if (quiz && quiz.status !== 'draft') {
    throw AppError.conflict(`This question is in the ${quiz.status} quiz "${quiz.title}": set that quiz to draft before deleting the question.`);
  }
  await repo.deleteBankQuestion(ctx.db, id);
}
