import { AppError } from '../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { checkQuestionRules, maxOptionsPerQuestion, normalizeQuestion, type QuestionInput, readOptions, type UpdateQuestionInput } from '@league/contract';
import { assertQuestionChangesAllowed, assertQuestionSetEditable, changedFields } from './quiz-edit-rules.js';
import { toQuestionDto } from './quizzes.dto.js';
import * as repo from './quizzes.repository.js';

export async function addQuestion(ctx: LeagueContext, quizId: number, input: QuestionInput) {
  const quiz = await requireInLeague(ctx, 'quiz', quizId);
  assertQuestionSetEditable(quiz.status, 'added');
  const question = await repo.createQuestion(ctx.db, quiz, {
    questionText: input.question_text,
    questionType: input.question_type,
    options: input.options,
    correctAnswer: input.correct_answer,
    explanation: input.explanation,
    ruleReference: input.rule_reference,
    order: input.order ?? (await repo.nextQuestionOrder(ctx.db, quizId)),
  });
  return toQuestionDto(question);
}

/** Merges the edit into the stored question and checks the whole question again. */
export async function updateQuestion(ctx: LeagueContext, id: number, input: UpdateQuestionInput) {
  const stored = await requireInLeague(ctx, 'question', id);
  const current = {
    question_text: stored.questionText,
    question_type: stored.questionType,
    options: readOptions(stored.options),
    correct_answer: stored.correctAnswer,
    explanation: stored.explanation,
    rule_reference: stored.ruleReference,
    order: stored.order,
  };
  const merged = { ...current, ...definedOnly(input) };
  if (merged.question_type === 'true_false') merged.options = [];
  assertQuestionChangesAllowed(stored.quiz?.status ?? 'draft', changedFields(current, normalizeQuestion(merged)));
  const problem = checkQuestionRules(merged, maxOptionsPerQuestion);
  if (problem) throw AppError.badRequest(problem.message, { fields: { [problem.field]: problem.message } }, 'validation_error');
  const next = normalizeQuestion(merged);
  const question = await repo.updateQuestion(ctx.db, id, {
    questionText: next.question_text,
    questionType: next.question_type,
    options: next.options,
    correctAnswer: next.correct_answer,
    explanation: next.explanation,
    ruleReference: next.rule_reference,
    order: next.order,
  });
  return toQuestionDto(question);
}

export async function deleteQuestion(ctx: LeagueContext, id: number) {
  const stored = await requireInLeague(ctx, 'question', id);
  assertQuestionSetEditable(stored.quiz?.status ?? 'draft', 'deleted');
  await repo.deleteQuestion(ctx.db, id);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
