import type { QuizAnswers } from './api/submit-quiz-attempt';
import type { StartAttemptResponse } from '@/api/quizzes/quiz-session-types';

/** What a reload needs to carry on with the same attempt. */
export interface QuizProgress {
  session: StartAttemptResponse;
  deadlineMs: number;
  answers: QuizAnswers;
  currentIndex: number;
}

// sessionStorage: scoped to the tab, gone when it closes, and never shared with another referee's tab.
const keyFor = (quizId: string | number) => `refereeQuizProgress:${quizId}`;

export function saveQuizProgress(quizId: string | number, progress: QuizProgress) {
  try {
    sessionStorage.setItem(keyFor(quizId), JSON.stringify(progress));
  } catch {
    // Storage full or disabled: the quiz still works, only a reload would lose the answers.
  }
}

export function readQuizProgress(quizId: string | number): QuizProgress | null {
  try {
    const raw = sessionStorage.getItem(keyFor(quizId));
    const parsed = raw ? (JSON.parse(raw) as QuizProgress) : null;
    const valid = parsed && typeof parsed.session?.attempt?.id === 'number' && Array.isArray(parsed.session.quiz?.questions)
      && typeof parsed.deadlineMs === 'number' && typeof parsed.answers === 'object' && parsed.answers !== null;
    return valid ? { ...parsed, currentIndex: Number(parsed.currentIndex) || 0 } : null;
  } catch {
    return null;
  }
}

export function clearQuizProgress(quizId: string | number) {
  sessionStorage.removeItem(keyFor(quizId));
}
