import type { AvailableQuiz, QuizAttemptRow } from '@/api/quizzes/quiz-list-types';

export function makeQuiz(overrides: Partial<AvailableQuiz> = {}): AvailableQuiz {
  return {
    id: 1,
    title: 'FIBA Basics',
    description: 'Shot clock and fouls',
    questions_count: 6,
    time_limit_minutes: 20,
    passing_score: 70,
    start_date: null,
    end_date: null,
    status: 'active',
    user_attempt: null,
    ...overrides,
  };
}

export function makeAttemptRow(overrides: Partial<QuizAttemptRow> = {}): QuizAttemptRow {
  return {
    id: 90,
    quiz: 1,
    quiz_title: 'FIBA Basics',
    status: 'completed',
    passed: true,
    score: 83.333,
    started_at: '2026-11-20T10:00:00.000Z',
    time_taken_minutes: 12.5,
    ...overrides,
  };
}
