import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeQueryScope } from '@/lib/auth/referee-session';
import { startQuiz } from '@/api/quizzes/start-quiz';
import type { QuizSession } from '@/api/quizzes/quiz-session-types';
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

/** Only used when nothing was handed over: never refetched, since each call may start an attempt. */
const resumeQuizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: [...refereeQueryScope, 'quiz-resume', quizId] as const,
    queryFn: () => resumeQuiz(quizId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useQuizProgress(quizId: string) {
  const location = useLocation();
  const [initial] = useState(() => pickInitialProgress(quizId, location.state));
  const resumed = useQuery({ ...resumeQuizQueryOptions(quizId), enabled: initial === null });
  return { progress: initial ?? resumed.data ?? null, loading: initial === null && resumed.isPending, error: resumed.error };
}
