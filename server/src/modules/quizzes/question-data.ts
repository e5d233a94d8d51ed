import type { QuestionInput, UpdateBankQuestionInput } from '@league/contract';
import type { NewQuestion } from './quizzes.repository.js';

type WrittenQuestion = QuestionInput & { status?: 'draft' | 'approved' };

/** A written question (in a quiz or in the bank) as a row; absent bank fields take the column defaults. */
export function toQuestionData(input: WrittenQuestion, order: number): NewQuestion {
  return {
    questionText: input.question_text,
    questionType: input.question_type,
    options: input.options,
    correctAnswer: input.correct_answer,
    explanation: input.explanation,
    ruleReference: input.rule_reference,
    order,
    category: input.category,
    difficulty: input.difficulty,
    edition: input.edition,
    tags: input.tags,
    name: input.name,
    idnumber: input.idnumber,
    status: input.status,
  };
}

/** An edit's fields by the names a question's edit rules and version rule use. */
export type QuestionEdit = UpdateBankQuestionInput;

/** These fields decide how an answer is scored: changing any of them makes a new version. */
export const versionedFields = ['question_text', 'question_type', 'options', 'correct_answer'] as const;
