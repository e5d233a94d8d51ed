import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { availableQuizzesQueryOptions } from '@/api/quizzes/list-available-quizzes';
import { quizAttemptsQueryOptions } from '@/api/quizzes/list-quiz-attempts';
import { certificationStatusKey } from '@/api/certification/certification-status-key';
import { submitQuizAttempt, type QuizAnswers } from './api/submit-quiz-attempt';
import type { StartAttemptResponse, ResultsState } from '@/api/quizzes/quiz-session-types';
import { clearQuizProgress } from './quiz-progress-storage';
import { submitErrorMessage } from './submit-error-message';

const minutesSince = (iso: string, limit: number) => {
  const started = Date.parse(iso);
  if (Number.isNaN(started)) return limit;
  return Math.min(limit, Math.round(((Date.now() - started) / 60_000) * 100) / 100);
};

/**
 * Submits once: a second call while one is in flight (the timer hitting zero during a
 * manual submit, a double click) is ignored. Success opens the results in place of the quiz,
 * so Back can't return to a finished attempt.
 */
export function useSubmitQuiz(session: StartAttemptResponse) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  const submit = useCallback(
    async (answers: QuizAnswers) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setError('');
      try {
        const result = await submitQuizAttempt(session.attempt.id, answers);
        clearQuizProgress(session.quiz.id);
        // Only the lists: a blanket invalidation would re-run the resume query and start a new attempt.
        void queryClient.invalidateQueries({ queryKey: availableQuizzesQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: quizAttemptsQueryOptions().queryKey });
        // A pass may issue a certificate: the dashboard's certification must not show the old standing.
        void queryClient.invalidateQueries({ queryKey: certificationStatusKey });
        const state: ResultsState = {
          result,
          quizTitle: session.quiz.title,
          passingScore: session.quiz.passing_score,
          timeLimitMinutes: session.attempt.time_limit_minutes ?? session.quiz.time_limit_minutes,
          timeUsedMinutes: result.attempt?.time_taken_minutes ?? minutesSince(session.attempt.started_at, session.quiz.time_limit_minutes),
        };
        void navigate(paths.referee.quizResults, { replace: true, state });
      } catch (err) {
        setError(submitErrorMessage(err));
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [navigate, queryClient, session],
  );

  return { submit, submitting, error };
}
