import type { AttemptDto, QuizListItemDto } from '@/api/quizzes/quiz-list-types';
import { makeAttemptRecord, makeQuizRecord } from '@/testing/bank-fixtures';

export function makeQuiz(overrides: Partial<QuizListItemDto> = {}): QuizListItemDto {
  return {
    ...makeQuizRecord({ description: 'Shot clock and fouls', questions_count: 6, status: 'active', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' }),
    user_summary: { attempts_used: 0, attempts_allowed: 1, counted_score: null, counted_passed: null },
    ...overrides,
  };
}

/** A passed attempt at quiz 1, as the referee's list of attempts shows it. */
export function makeAttemptRow(overrides: Partial<AttemptDto> = {}): AttemptDto {
  return makeAttemptRecord({
    id: 90,
    quiz: 1,
    status: 'completed',
    passed: true,
    score: 83.333,
    correct_answers: 5,
    total_questions: 6,
    started_at: '2026-11-20T10:00:00.000Z',
    deadline_at: '2026-11-20T10:20:00.000Z',
    remaining_seconds: 0,
    submitted_at: '2026-11-20T10:12:30.000Z',
    time_taken_minutes: 12.5,
    ...overrides,
  });
}
