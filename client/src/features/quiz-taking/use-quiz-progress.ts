import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { startQuiz } from './api/start-quiz';
import type { QuizSession } from './api/types';
import { resolveDeadlineMs } from './quiz-clock';
import { readQuizProgress, type QuizProgress } from './quiz-progress-storage';

/**
 * The attempt to show. The dashboard hands it over in navigation state; the tab's stored
 * progress wins when it is the same attempt (a reload, or Resume from the dashboard). With
 * neither, start is called again: the server resumes the open attempt rather than opening another.
 */
function pickInitialProgress(quizId: string, state: unknown): QuizProgress | null {
  const handed = (state as { session?: QuizSession } | null)?.session;
  const stored = readQuizProgress(quizId);
  const handedFits = handed?.attempt && handed.quiz && String(handed.quiz.id) === quizId;
  if (!handedFits) return stored;
  if (stored && stored.session.attempt.id === handed.attempt.id) return stored;
  return { session: handed, deadlineMs: resolveDeadlineMs(handed, Date.now()), answers: {}, currentIndex: 0 };
}

async function resumeQuiz(quizId: string): Promise<QuizProgress> {
  const session = await startQuiz(quizId);
  return { session, deadlineMs: resolveDeadlineMs(session, Date.now()), answers: {}, currentIndex: 0 };
}

export function useQuizProgress(quizId: string) {
  const location = useLocation();
  const [initial] = useState(() => pickInitialProgress(quizId, location.state));
  const resumed = useQuery({
    queryKey: ['referee', 'quiz-resume', quizId],
    queryFn: () => resumeQuiz(quizId),
    enabled: initial === null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  return { progress: initial ?? resumed.data ?? null, loading: initial === null && resumed.isPending, error: resumed.error };
}
