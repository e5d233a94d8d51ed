import type { QuestionType } from '../../../generated/prisma/enums.js';
import { AppError } from '../../../lib/app-error.js';
import { matchChoices, readChoiceList, readOptions, writeChoiceList } from '@league/contract';

/** Question id (as text) -> the answer as picked, or null for "not answered". No prototype. */
export type AnswerMap = Record<string, string | null>;

export interface AskedQuestion {
  questionId: number;
  questionType: QuestionType;
  options: unknown;
}

// A select-all answer lists several options' texts in one text.
const maxAnswerLength = 10000;
export const answersShapeMessage = 'Answers must be an object mapping question ids to answer texts.';
export const unknownQuestionsMessage = "Answers must be keyed by the ids of this quiz's questions.";

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Checks answers against the questions this attempt asked and returns them in a null-prototype
 * map: keys must be those questions' ids ('__proto__' and friends never are), values the text
 * of one of the question's options ('true'/'false' for true/false), or null to clear.
 */
export function parseAnswerMap(input: unknown, asked: AskedQuestion[]): AnswerMap {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalid(answersShapeMessage);
  const byId = new Map(asked.map((q) => [String(q.questionId), q]));
  const entries = Object.entries(input as Record<string, unknown>);
  const badValue = entries.find(([, value]) => value !== null && typeof value !== 'string');
  if (badValue) throw invalid(answersShapeMessage, { fields: { [badValue[0]]: 'An answer must be a text or null.' } });
  const unknown = entries.map(([key]) => key).filter((key) => !byId.has(key));
  if (unknown.length) throw invalid(unknownQuestionsMessage, { unknown_question_ids: unknown });
  const parsed: AnswerMap = Object.create(null) as AnswerMap;
  for (const [key, value] of entries) {
    if (value === null) {
      parsed[key] = null;
      continue;
    }
    const question = byId.get(key)!;
    if (typeof value !== 'string') continue;
    if (value.length > maxAnswerLength) throw invalid(`An answer must be at most ${maxAnswerLength} characters long.`);
    if (value.trim() === '') parsed[key] = null;
    else parsed[key] = question.questionType === 'multiple_response' ? choicesFor(question, readChoiceList(value)) : answerFor(question, value);
  }
  return parsed;
}

/** The answer as stored: the option's own text, so scoring and review read the same words. */
function answerFor(question: AskedQuestion, value: string): string {
  if (question.questionType === 'true_false') {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === 'false') return v;
    throw invalid(`The answer to question ${question.questionId} must be 'true' or 'false'.`);
  }
  const option = readOptions(question.options).find((o) => sameText(o, value));
  if (option === undefined) throw invalid(`The answer to question ${question.questionId} must be one of its options.`);
  return option;
}

/** A select-all answer: the ticked options as the question spells them, one text (decision 0053); none ticked is unanswered. */
function choicesFor(question: AskedQuestion, picked: string[]): string | null {
  const options = readOptions(question.options);
  const chosen = picked.filter((p) => p.trim() !== '');
  const matched = matchChoices(options, chosen);
  if (matched.length !== new Set(chosen.map((p) => p.trim().toLowerCase())).size) {
    throw invalid(`Every answer ticked for question ${question.questionId} must be one of its options.`);
  }
  return matched.length ? writeChoiceList(matched) : null;
}

function invalid(message: string, details?: Record<string, unknown>) {
  return AppError.badRequest(message, details, 'validation_error');
}

/** Saved answers as read back from the database column (a JSON object). */
export function readSavedAnswers(value: unknown): AnswerMap {
  const map: AnswerMap = Object.create(null) as AnswerMap;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return map;
  for (const [key, answer] of Object.entries(value)) map[key] = typeof answer === 'string' ? answer : null;
  return map;
}
