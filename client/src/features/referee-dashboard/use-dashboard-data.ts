import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRefereeProfile } from '@/api/referees/get-referee-profile';
import { readRefereeProfile } from '@/lib/auth/referee-session';
import { useAvailableQuizzes } from '@/api/quizzes/list-available-quizzes';
import { useQuizAttempts } from '@/api/quizzes/list-quiz-attempts';

/**
 * The dashboard's three queries. Errors go to the banner; arriving with { refresh: true }
 * (from the results page) re-fetches the lists, since a finished attempt changes both.
 */
export function useDashboardData(showError: (message: string) => void) {
  const profileQuery = useRefereeProfile();
  const quizzesQuery = useAvailableQuizzes();
  const attemptsQuery = useQuizAttempts();
  const location = useLocation();
  const refreshRequested = (location.state as { refresh?: boolean } | null)?.refresh === true;
  const { refetch: refetchQuizzes } = quizzesQuery;
  const { refetch: refetchAttempts } = attemptsQuery;

  useEffect(() => {
    if (!refreshRequested) return;
    void refetchQuizzes();
    void refetchAttempts();
  }, [refreshRequested, location.key, refetchQuizzes, refetchAttempts]);

  useEffect(() => {
    if (profileQuery.isError) showError('Failed to load referee profile');
  }, [profileQuery.isError, profileQuery.errorUpdatedAt, showError]);

  const dataFailed = quizzesQuery.isError || attemptsQuery.isError;
  const dataErrorAt = Math.max(quizzesQuery.errorUpdatedAt, attemptsQuery.errorUpdatedAt);
  useEffect(() => {
    if (dataFailed) showError('Failed to load dashboard data');
  }, [dataFailed, dataErrorAt, showError]);

  return {
    // The stored copy shows at once; the fresh one replaces it when it arrives.
    profile: profileQuery.data ?? readRefereeProfile(),
    quizzes: quizzesQuery,
    attempts: attemptsQuery,
  };
}
