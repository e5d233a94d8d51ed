import { http, HttpResponse } from 'msw';
import { makeAttemptRecord, makeQuizRecord } from '@/testing/bank-fixtures';
import { apiUrl } from '@/testing/msw-server';
import type { DetailedResultDto, PublicQuestionDto, StartAttemptResponse, AttemptResultDto, AttemptDto } from '@/api/quizzes/quiz-session-types';

export function makeQuestion(id: number, overrides: Partial<PublicQuestionDto> = {}): PublicQuestionDto {
  return {
    id,
    question_text: `Question text ${id}?`,
    question_type: 'single_choice',
    options: ['24 seconds', '14 seconds', '30 seconds'],
    rule_reference: '',
    order: id,
    ...overrides,
  };
}

/** A started attempt as POST /quizzes/{id}/start/ answers it, with the whole time left. */
export function makeSession(options: { questions?: PublicQuestionDto[]; timeLimitMinutes?: number; remainingSeconds?: number; attemptId?: number } = {}): StartAttemptResponse {
  const limit = options.timeLimitMinutes ?? 20;
  const now = Date.now();
  const remaining = options.remainingSeconds ?? limit * 60;
  const questions = options.questions ?? [
    makeQuestion(1, { question_type: 'true_false', options: [], question_text: 'The shot clock is 24 seconds.', rule_reference: 'Art. 29' }),
    makeQuestion(2, { question_text: 'After an offensive rebound the shot clock resets to?' }),
    makeQuestion(3, { question_text: 'How many fouls disqualify a player?', options: ['4', '5', '6'] }),
  ];
  return {
    resumed: false,
    attempt: {
      ...makeAttempt(options.attemptId ?? 500),
      started_at: new Date(now - (limit * 60 - remaining) * 1000).toISOString(),
      deadline_at: new Date(now + remaining * 1000).toISOString(),
      remaining_seconds: remaining,
      time_limit_minutes: limit,
    },
    quiz: { ...makeQuizRecord({ id: 7, questions_count: questions.length, time_limit_minutes: limit, status: 'active' }), questions },
    saved_answers: {},
    remaining_seconds: remaining,
  };
}

/** An attempt in progress as the server answers it. */
export function makeAttempt(id: number, overrides: Partial<AttemptDto> = {}): AttemptDto {
  return makeAttemptRecord({ id, ...overrides });
}

export function makeDetailedResult(overrides: Partial<DetailedResultDto> = {}): DetailedResultDto {
  return {
    question_id: 2,
    question_text: 'After an offensive rebound the shot clock resets to?',
    question_type: 'single_choice',
    options: ['24 seconds', '14 seconds', '30 seconds'],
    correct_answer: '14 seconds',
    user_answer: '24 seconds',
    is_correct: false,
    explanation: 'Art. 29.2.2: 14 seconds after an offensive rebound.',
    rule_reference: 'Art. 29',
    ...overrides,
  };
}

export function makeSubmissionResult(overrides: Partial<AttemptResultDto> = {}): AttemptResultDto {
  return {
    score: 83.3333,
    passed: true,
    correct_answers: 5,
    total_questions: 6,
    submitted_late: false,
    attempt: makeAttempt(500, { status: 'completed', passed: true, score: 83.3333, time_taken_minutes: 12.46 }),
    review_available: true,
    review_available_at: null,
    next_attempt: { when: 'now', available_at: null },
    detailed_results: [makeDetailedResult()],
    ...overrides,
  };
}

/** An autosave endpoint that accepts every save and records what was sent. */
export function acceptSaves(saved: Record<string, string | null>[] = []) {
  return http.put(apiUrl('/quizzes/attempts/:id/answers/'), async ({ request }) => {
    const body = (await request.json()) as { answers: Record<string, string | null> };
    saved.push(body.answers);
    return HttpResponse.json({ saved_answers: body.answers, answered_count: 0, remaining_seconds: 60, saved_at: new Date().toISOString() });
  });
}
