import type { AttemptDto, QuestionDto, QuizDetailDto, QuizDto } from '@league/contract';
import type { BankQuestionDto, QuestionFlagDto } from '@/api/question-bank/bank-types';

// Quizzes, attempts and bank questions as the server answers them. Each feature's fixtures start
// from these and name only what their tests look at, so a new field is added here once.

/** A draft quiz with a fixed list and the usual attempt policy. */
export function makeQuizRecord(overrides: Partial<QuizDto> = {}): QuizDto {
  return {
    id: 1, title: 'FIBA Basics', description: '', questions_count: 0, time_limit_minutes: 20, passing_score: 70, start_date: null, end_date: null,
    status: 'draft', max_attempts: 1, cooldown_hours: 0, stop_after_pass: true, score_policy: 'best', review: 'after_submit',
    draw_rules: null, shuffle_questions: false, shuffle_options: false, recertification_edition: null, ai_generated: false, ai_prompt_used: null,
    created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z', user_attempt: null,
    ...overrides,
  };
}

/** An attempt in progress at quiz 7 with its whole 20 minutes left. */
export function makeAttemptRecord(overrides: Partial<AttemptDto> = {}): AttemptDto {
  return {
    id: 500, quiz: 7, quiz_title: 'FIBA Basics', status: 'in_progress', passed: null, score: null, correct_answers: null, total_questions: null,
    started_at: '2026-01-01T10:00:00.000Z', deadline_at: '2026-01-01T10:20:00.000Z', remaining_seconds: 1200, time_limit_minutes: 20, extra_time_percent: 0,
    submitted_at: null, submitted_late: false, time_taken_minutes: null,
    ...overrides,
  };
}

/** Question 11 as a quiz manager reads it. */
export const shotClockQuestion: QuestionDto = {
  id: 11,
  question_text: 'How long is the shot clock?',
  question_type: 'multiple_choice',
  options: ['24 seconds', '30 seconds', '14 seconds'],
  correct_answer: '24 seconds',
  explanation: 'FIBA uses a 24-second shot clock.',
  rule_reference: 'Art. 29',
  order: 1,
};

/** Question 11 as the bank answers it (an AI draft unless told otherwise). */
export function makeBankQuestion(overrides: Partial<BankQuestionDto> = {}): BankQuestionDto {
  return {
    ...shotClockQuestion,
    category: 'Timing',
    difficulty: 'medium',
    edition: 'FIBA 2024',
    tags: [],
    name: null,
    idnumber: null,
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

/** A draft quiz with a fixed list, as its manager reads it: the kind bank questions can be added to. */
export function makeDraftQuiz(overrides: Partial<QuizDetailDto> = {}): QuizDetailDto {
  return { ...makeQuizRecord({ id: 5, title: 'Spring Exam', time_limit_minutes: 30 }), questions: [], ...overrides };
}
