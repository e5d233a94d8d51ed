import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../middleware/authenticate.js';
import { checkQuestionRules, maxOptionsPerQuestion, normalizeQuestion, type QuestionInput, readOptions, type UpdateQuestionInput } from '@league/contract';
import { assertQuestionChangesAllowed, assertQuestionSetEditable, changedFields } from './quiz-edit-rules.js';
import { toQuestionDto } from './quizzes.dto.js';
import * as repo from './quizzes.repository.js';
import { quizNotFound } from './quizzes.service.js';

const questionNotFound = () => AppError.notFound('Question');

export async function addQuestion(db: Db, user: AuthUser, quizId: number, input: QuestionInput) {
  const quiz = await repo.findQuizRow(db, quizId, user.leagueId);
  if (!quiz) throw quizNotFound();
  assertQuestionSetEditable(quiz.status, 'added');
  const question = await repo.createQuestion(db, quizId, {
    questionText: input.question_text,
    questionType: input.question_type,
    options: input.options,
    correctAnswer: input.correct_answer,
    explanation: input.explanation,
    ruleReference: input.rule_reference,
    order: input.order ?? (await repo.nextQuestionOrder(db, quizId)),
  });
  return toQuestionDto(question);
}

/** Merges the edit into the stored question and checks the whole question again. */
export async function updateQuestion(db: Db, user: AuthUser, id: number, input: UpdateQuestionInput) {
  const stored = await repo.findQuestionInLeague(db, id, user.leagueId);
  if (!stored) throw questionNotFound();
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
  assertQuestionChangesAllowed(stored.quiz.status, changedFields(current, normalizeQuestion(merged)));
  const problem = checkQuestionRules(merged, maxOptionsPerQuestion);
  if (problem) throw AppError.badRequest(problem.message, { fields: { [problem.field]: problem.message } }, 'validation_error');
  const next = normalizeQuestion(merged);
  const question = await repo.updateQuestion(db, id, {
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

export async function deleteQuestion(db: Db, user: AuthUser, id: number) {
  const stored = await repo.findQuestionInLeague(db, id, user.leagueId);
  if (!stored) throw questionNotFound();
  assertQuestionSetEditable(stored.quiz.status, 'deleted');
  await repo.deleteQuestion(db, id);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
