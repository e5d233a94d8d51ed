import type { AttemptQuestion } from '../../../generated/prisma/client.js';
import { readOptions } from '@league/contract';
import type { TakerAnswerKey } from './review-policy.js';

/** A question as the attempt asked it, for the taker: no correct answer, no explanation. */
export function toAskedQuestionDto(q: AttemptQuestion) {
  return {
    id: q.questionId,
    question_text: q.questionText,
    question_type: q.questionType,
    options: readOptions(q.options),
    rule_reference: q.ruleReference,
    order: q.position,
  };
}

/** The review of one asked question, read from the snapshot so later edits never change it; the key as `answerKeyForTaker` allows. */
export function toReviewedQuestionDto(q: AttemptQuestion, key: TakerAnswerKey) {
  return {
    question_id: q.questionId,
    question_text: q.questionText,
    question_type: q.questionType,
    options: readOptions(q.options),
    correct_answer: key.correct_answer,
    user_answer: q.answer,
    is_correct: key.is_correct,
    explanation: key.explanation,
    rule_reference: q.ruleReference,
  };
}
