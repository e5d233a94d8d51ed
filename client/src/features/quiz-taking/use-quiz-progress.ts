import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeQueryScope } from '@/lib/auth/referee-session';
import { startQuiz } from '@/api/quizzes/start-quiz';
import type { StartAttemptResponse } from '@/api/quizzes/quiz-session-types';
import { resolveDeadlineMs } from './quiz-clock';
import { readQuizProgress, type QuizProgress } from './quiz-progress-storage';
import { mergeResumeAnswers } from './resume-answers';

/** The server's session, with this tab's own progress for the same attempt laid over it. */
function progressFrom(session: StartAttemptResponse, quizId: string): QuizProgress {
  const stored = readQuizProgress(quizId);
  const same = stored && stored.session.attempt.id === session.attempt.id ? stored : null;
  return {
    session,
    deadlineMs: same?.deadlineMs ?? resolveDeadlineMs(session, Date.now()),
    answers: mergeResumeAnswers(session.saved_answers, same?.answers),
    currentIndex: same?.currentIndex ?? 0,
  };
}

async function resumeQuiz(quizId: string): Promise<QuizProgress> {
  const session = await startQuiz(quizId);
  // Fresh from the server: its clock, not one this tab stored earlier.
  return { ...progressFrom(session, quizId), deadlineMs: resolveDeadlineMs(session, Date.now()) };
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

/**
 * The attempt to show. The dashboard hands over a session it just started; otherwise (a
 * reload, a new tab, another device) start is called again and the server resumes the open
 * attempt with its saved answers and time left. This tab's unsaved picks are kept on top.
 */
export function useQuizProgress(quizId: string) {
  const location = useLocation();
  const [initial] = useState(() => {
    const handed = (location.state as { session?: StartAttemptResponse } | null)?.session;
    return handed?.attempt && handed.quiz && String(handed.quiz.id) === quizId ? progressFrom(handed, quizId) : null;
  });
  const resumed = useQuery({ ...resumeQuizQueryOptions(quizId), enabled: initial === null });
  return { progress: initial ?? resumed.data ?? null, loading: initial === null && resumed.isPending, error: resumed.error };
}
