import type { BankQuestionDto, QuestionFlagDto } from '@/api/question-bank/bank-types';

/** A bank question as the server answers it (an AI draft unless told otherwise). */
export function makeBankQuestion(overrides: Partial<BankQuestionDto> = {}): BankQuestionDto {
  return {
    id: 11,
    question_text: 'How long is the shot clock?',
    question_type: 'multiple_choice',
    options: ['24 seconds', '30 seconds', '14 seconds'],
    correct_answer: '24 seconds',
    explanation: 'FIBA uses a 24-second shot clock.',
    rule_reference: 'Art. 29',
    order: 1,
    category: 'Timing',
    difficulty: 'medium',
    edition: 'FIBA 2024',
    tags: [],
    status: 'draft',
    source: 'ai',
    checks: [],
    version: 1,
    quiz_id: null,
    quiz_title: null,
    flags_open: 0,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A referee's open report on question 11 as attempt 70 asked it. */
export function makeFlag(overrides: Partial<QuestionFlagDto> = {}): QuestionFlagDto {
  return {
    id: 1,
    question_id: 11,
    question_version: 1,
    question_text: 'How long is the shot clock?',
    attempt_id: 70,
    quiz_id: 3,
    quiz_title: 'Timing',
    user_id: 9,
    username: 'ref_anna',
    user_answer: '30 seconds',
    correct_answer: '24 seconds',
    comment: 'The answer key looks wrong.',
    status: 'open',
    created_at: '2026-01-02T10:00:00.000Z',
    resolved_at: null,
    resolved_by: null,
    ...overrides,
  };
}
