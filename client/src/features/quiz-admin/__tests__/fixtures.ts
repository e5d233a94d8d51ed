import type { QuestionDto, QuizDetailDto, QuizStatus, QuizDto } from '@/features/quiz-admin/api/types';
import { makeQuizRecord, shotClockQuestion } from '@/testing/bank-fixtures';
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
