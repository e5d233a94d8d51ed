import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RefereeDashboardPage } from '@/features/referee-dashboard/components/referee-dashboard-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, mswServer } from '@/testing/msw-server';
import { makeRefereeProfile, storeRefereeSession } from '@/testing/referee-fixtures';
import type { RefereeProfile } from '@/lib/auth/referee-session';
import { makeQuiz } from './dashboard-fixtures';

function QuizPageProbe() {
  const state = useLocation().state as { session?: { attempt: { id: number } } } | null;
  return <h1>Quiz page, attempt {state?.session?.attempt.id}</h1>;
}

function ElsewherePage() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/referee/dashboard')}>Back plain</button>
      <button onClick={() => void navigate('/referee/dashboard', { state: { refresh: true } })}>Back with refresh</button>
    </>
  );
}

export interface DashboardAnswers {
  profile?: RefereeProfile;
  quizzes?: unknown[];
  attempts?: unknown[];
  certification?: unknown[];
  /** The navigation state the dashboard is opened with (registration sends `{firstVisit: true}`). */
  state?: unknown;
}

/** The dashboard signed in as the given profile, the API answering with the given lists. */
export function renderDashboard(options: DashboardAnswers = {}) {
  const profile = options.profile ?? makeRefereeProfile();
  storeRefereeSession(profile);
  mswServer.use(
    http.get(apiUrl('/referees/profile/'), () => HttpResponse.json(profile)),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 1, results: options.quizzes ?? [makeQuiz()] })),
    http.get(apiUrl('/quizzes/attempts/'), () => HttpResponse.json({ count: 0, results: options.attempts ?? [] })),
    http.get(apiUrl('/referees/certification_status/'), () => HttpResponse.json({ on: '2027-03-10', results: options.certification ?? [] })),
  );
  return renderRoutes(
    [
      { path: '/referee/dashboard', element: <RefereeDashboardPage /> },
      { path: '/referee/login', element: <h1>Login page</h1> },
      { path: '/referee/quiz/:quizId', element: <QuizPageProbe /> },
      { path: '/referee/admin/quizzes', element: <h1>Quiz management</h1> },
      { path: '/referee/transcript', element: <h1>Transcript page</h1> },
      { path: '/referee/games', element: <h1>My games page</h1> },
      { path: '/elsewhere', element: <ElsewherePage /> },
    ],
    '/referee/dashboard',
    { state: options.state },
  );
}

export const findQuizCard = (title: string) => screen.findByRole('article', { name: title });
