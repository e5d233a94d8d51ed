import type { AttemptDto, QuizListItemDto } from '@/api/quizzes/quiz-list-types';

export function makeQuiz(overrides: Partial<QuizListItemDto> = {}): QuizListItemDto {
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
    max_attempts: 1,
    cooldown_hours: 0,
    stop_after_pass: true,
    score_policy: 'best',
    review: 'after_submit',
    draw_rules: null,
    shuffle_questions: false,
    shuffle_options: false,
    recertification_edition: null,
    ai_generated: false,
    ai_prompt_used: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    user_attempt: null,
    user_summary: { attempts_used: 0, attempts_allowed: 1, counted_score: null, counted_passed: null },
    ...overrides,
  };
}

export function makeAttemptRow(overrides: Partial<AttemptDto> = {}): AttemptDto {
  return {
    id: 90,
    quiz: 1,
    quiz_title: 'FIBA Basics',
    status: 'completed',
    passed: true,
    score: 83.333,
    correct_answers: 5,
    total_questions: 6,
    started_at: '2026-11-20T10:00:00.000Z',
    deadline_at: '2026-11-20T10:20:00.000Z',
    remaining_seconds: 0,
    time_limit_minutes: 20,
    extra_time_percent: 0,
    submitted_at: '2026-11-20T10:12:30.000Z',
    submitted_late: false,
    time_taken_minutes: 12.5,
    ...overrides,
  };
}
