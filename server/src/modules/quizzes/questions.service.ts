import { AppError } from '../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { checkQuestionRules, maxOptionsPerQuestion, normalizeQuestion, type QuestionInput, readOptions } from '@league/contract';
import { readDrawRules } from './drawing/draw-rules.js';
import { toQuestionData, versionedFields, type QuestionEdit } from './question-data.js';
import { assertQuestionChangesAllowed, assertQuestionSetEditable, changedFields } from './quiz-edit-rules.js';
import { toQuestionDto } from './quizzes.dto.js';
import { oneWithMedia } from './media/media.dto.js';
import * as repo from './quizzes.repository.js';

export async function addQuestion(ctx: LeagueContext, quizId: number, input: QuestionInput) {
  const quiz = await requireInLeague(ctx, 'quiz', quizId);
  assertQuestionSetEditable(quiz.status, 'added');
  assertFixedList(quiz);
  const order = input.order ?? (await repo.nextQuestionOrder(ctx.db, quizId));
  // A new question has no media yet: they are uploaded to it afterwards.
  return { ...toQuestionDto(await repo.createQuestion(ctx.db, quiz, toQuestionData(input, order))), media: [] };
}

/** A draw quiz asks bank questions per attempt; a list of its own would never be asked. */
export function assertFixedList(quiz: { drawRules: unknown }): void {
  if (!readDrawRules(quiz.drawRules)) return;
  throw AppError.conflict('This quiz draws its questions from the bank at each attempt: add questions to the bank instead.');
}

export async function updateQuestion(ctx: LeagueContext, id: number, input: QuestionEdit) {
  return oneWithMedia(ctx.db, toQuestionDto(await editQuestion(ctx, id, input)), new Date());
}

/**
 * The one way a stored question is edited (quiz and bank calls alike): merges the edit,
 * applies the edit rules of its quiz, checks the whole question again, and raises the
 * version when the text, type, options or key change, so attempts keep the version they were asked.
 */
export async function editQuestion(ctx: LeagueContext, id: number, input: QuestionEdit) {
  const stored = await requireInLeague(ctx, 'question', id);
  const current = {
    question_text: stored.questionText,
    question_type: stored.questionType,
    options: readOptions(stored.options),
    correct_answer: stored.correctAnswer,
    explanation: stored.explanation,
    rule_reference: stored.ruleReference,
    order: stored.order,
    category: stored.category,
    difficulty: stored.difficulty,
    edition: stored.edition,
    tags: stored.tags,
    name: stored.name,
    idnumber: stored.idnumber,
    status: stored.status,
  };
  const merged = { ...current, ...definedOnly(input) };
  if (merged.question_type === 'true_false') merged.options = [];
  const changed = changedFields(current, normalizeQuestion(merged));
  assertQuestionChangesAllowed(stored.quiz?.status ?? 'draft', changed);
  const problem = checkQuestionRules(merged, maxOptionsPerQuestion);
  if (problem) throw AppError.badRequest(problem.message, { fields: { [problem.field]: problem.message } }, 'validation_error');
  const next = normalizeQuestion(merged);
  const newVersion = changed.some((f) => (versionedFields as readonly string[]).includes(f));
  return repo.updateQuestion(ctx.db, id, {
    ...toQuestionData(next, next.order),
    ...(newVersion ? { version: { increment: 1 } } : {}),
  });
}

export async function deleteQuestion(ctx: LeagueContext, id: number) {
  const stored = await requireInLeague(ctx, 'question', id);
  assertQuestionSetEditable(stored.quiz?.status ?? 'draft', 'deleted');
  await repo.deleteQuestion(ctx.db, id);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
