import type { QuestionDto, QuizDetailDto, QuizStatus, QuizDto } from '@/features/quiz-admin/api/types';
import { makeQuizRecord } from '@/testing/bank-fixtures';
import { makeRefereeProfile, storeRefereeSession } from '@/testing/referee-fixtures';

export function makeQuiz(overrides: Partial<QuizDto> = {}): QuizDto {
  return makeQuizRecord({
    title: 'Shot Clock Basics',
    description: 'Timing rules',
    questions_count: 2,
    time_limit_minutes: 30,
    start_date: '2026-01-05T00:00:00.000Z',
    end_date: '2026-02-10T23:59:59.000Z',
    ...overrides,
  });
}

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

export const foulQuestion: QuestionDto = {
  id: 12,
  question_text: 'A player is disqualified after 5 fouls.',
  question_type: 'true_false',
  options: [],
  correct_answer: 'true',
  explanation: '',
  rule_reference: 'Art. 40',
  order: 2,
};

export function makeQuizDetail(status: QuizStatus, overrides: Partial<QuizDetailDto> = {}): QuizDetailDto {
  return { ...makeQuiz({ status }), questions: [shotClockQuestion, foulQuestion], ...overrides };
}

/** The admin session the pages expect to find in the browser. */
export function signInAsRefereeAdmin() {
  storeRefereeSession(makeRefereeProfile({ id: 1, username: 'demo_refadmin', user_type: 'referee_admin' }), 'admin-token');
}
