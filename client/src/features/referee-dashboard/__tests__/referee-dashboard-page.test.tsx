import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { RefereeDashboardPage } from '../components/referee-dashboard-page';
import { renderRoutes } from '../../../testing/render-with-providers';
import { apiUrl, setupMswServer } from '../../../testing/msw-server';
import { makeRefereeProfile, storeRefereeSession } from '../../referee-auth/__tests__/referee-fixtures';
import type { RefereeProfile } from '../../referee-auth/session';
import { makeAttemptRow, makeQuiz } from './dashboard-fixtures';

const server = setupMswServer();

function QuizPageProbe() {
  const state = useLocation().state as { session?: { attempt: { id: number } } } | null;
  return <h1>Quiz page, attempt {state?.session?.attempt.id}</h1>;
}

function ElsewherePage() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/referee/dashboard')}>Back plain</button>
      <button onClick={() => navigate('/referee/dashboard', { state: { refresh: true } })}>Back with refresh</button>
    </>
  );
}

function renderDashboard(options: { profile?: RefereeProfile; quizzes?: unknown[]; attempts?: unknown[] } = {}) {
  const profile = options.profile ?? makeRefereeProfile();
  storeRefereeSession(profile);
  server.use(
    http.get(apiUrl('/referees/profile/'), () => HttpResponse.json(profile)),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 1, results: options.quizzes ?? [makeQuiz()] })),
    http.get(apiUrl('/quizzes/attempts/'), () => HttpResponse.json({ count: 0, results: options.attempts ?? [] })),
  );
  return renderRoutes(
    [
      { path: '/referee/dashboard', element: <RefereeDashboardPage /> },
      { path: '/referee/login', element: <h1>Login page</h1> },
      { path: '/referee/quiz/:quizId', element: <QuizPageProbe /> },
      { path: '/referee/admin/quizzes', element: <h1>Quiz management</h1> },
      { path: '/elsewhere', element: <ElsewherePage /> },
    ],
    '/referee/dashboard',
  );
}

const quizCard = (title: string) => screen.findByRole('article', { name: title });

afterEach(() => vi.useRealTimers());

describe('RefereeDashboardPage', () => {
  it('shows the header, welcome line and the three profile stats with spaces for underscores', async () => {
    renderDashboard({ profile: makeRefereeProfile({ certification_level: 'national_level_2', experience_years: 4 }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Referee Portal' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Riley!')).toBeInTheDocument();
    expect(await screen.findByText('national level 2')).toBeInTheDocument();
    expect(screen.getByText('4 years')).toBeInTheDocument();
    expect(screen.getByText('Demo Youth Basketball League')).toBeInTheDocument();
  });

  it("says 'Not assigned' when the referee has no league", async () => {
    renderDashboard({ profile: makeRefereeProfile({ league_name: null }) });

    expect(await screen.findByText('Not assigned')).toBeInTheDocument();
  });

  it('lists a quiz with its facts and a Start Quiz button', async () => {
    renderDashboard();

    const card = within(await quizCard('FIBA Basics'));
    expect(card.getByText('Shot clock and fouls')).toBeInTheDocument();
    expect(card.getByText('6 questions')).toBeInTheDocument();
    expect(card.getByText('20 minutes')).toBeInTheDocument();
    expect(card.getByText('Passing score: 70%')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /start quiz/i })).toBeInTheDocument();
  });

  it('for a referee, replaces Start with a Passed / Failed / In Progress badge and the score', async () => {
    renderDashboard({
      quizzes: [
        makeQuiz({ id: 1, title: 'Quiz A', user_attempt: { id: 5, status: 'completed', passed: true, score: 83.333 } }),
        makeQuiz({ id: 2, title: 'Quiz B', user_attempt: { id: 6, status: 'completed', passed: false, score: 40 } }),
        makeQuiz({ id: 3, title: 'Quiz C', user_attempt: { id: 7, status: 'in_progress', passed: null, score: null } }),
      ],
    });

    const a = within(await quizCard('Quiz A'));
    expect(a.getByText('Passed')).toBeInTheDocument();
    expect(a.getByText('Score: 83.3%')).toBeInTheDocument();
    expect(a.queryByRole('button')).not.toBeInTheDocument();
    const b = within(await quizCard('Quiz B'));
    expect(b.getByText('Failed')).toBeInTheDocument();
    expect(b.getByText('Score: 40.0%')).toBeInTheDocument();
    const c = within(await quizCard('Quiz C'));
    expect(c.getByText('In Progress')).toBeInTheDocument();
    expect(c.getByRole('button', { name: /resume quiz/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.queryByText(/retake quizzes for testing/)).not.toBeInTheDocument();
  });

  it('gives a referee_admin the admin tools, the retake note and Start on attempted quizzes', async () => {
    renderDashboard({
      profile: makeRefereeProfile({ user_type: 'referee_admin' }),
      quizzes: [makeQuiz({ user_attempt: { id: 5, status: 'completed', passed: true, score: 90 } })],
    });

    const card = within(await quizCard('FIBA Basics'));
    expect(card.getByText('Passed')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /start quiz/i })).toBeInTheDocument();
    expect(screen.getByText('As an administrator, you can retake quizzes for testing purposes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Referees' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Manage Quizzes' }));
    expect(await screen.findByRole('heading', { name: 'Quiz management' })).toBeInTheDocument();
  });

  it('shows the quiz history with Quiz, Status, Score and Date columns', async () => {
    renderDashboard({ attempts: [makeAttemptRow(), makeAttemptRow({ id: 91, quiz_title: 'Quiz B', status: 'in_progress', passed: null, score: null })] });

    const table = await screen.findByRole('table', { name: 'Quiz History' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quiz', 'Status', 'Score', 'Date']);
    await within(table).findByText('83.3%');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('FIBA Basics')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Passed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('83.3%')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('In Progress')).toBeInTheDocument();
  });

  it('Refresh fetches the history again', async () => {
    renderDashboard();
    expect(await screen.findByText('You have not taken any quizzes yet.')).toBeInTheDocument();
    server.use(http.get(apiUrl('/quizzes/attempts/'), () => HttpResponse.json({ count: 1, results: [makeAttemptRow({ quiz_title: 'Fresh Quiz' })] })));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('cell', { name: 'Fresh Quiz' })).toBeInTheDocument();
  });

  it('re-fetches when reopened with the refresh flag, not without it', async () => {
    const { router, queryClient } = renderDashboard();
    // The app keeps lists fresh for a while; without that a remount would always re-fetch.
    queryClient.setQueryDefaults(['referee'], { staleTime: 60_000 });
    await quizCard('FIBA Basics');
    let quizCalls = 0;
    server.use(http.get(apiUrl('/quizzes/'), () => {
      quizCalls += 1;
      return HttpResponse.json({ count: 1, results: [makeQuiz({ user_attempt: { id: 5, status: 'completed', passed: true, score: 100 } })] });
    }));

    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(screen.getByRole('button', { name: 'Back plain' }));
    await quizCard('FIBA Basics');
    expect(quizCalls).toBe(0);

    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(screen.getByRole('button', { name: 'Back with refresh' }));
    expect(await screen.findByText('Score: 100.0%')).toBeInTheDocument();
    expect(quizCalls).toBe(1);
  });

  it('Start Quiz opens the quiz page with the started attempt', async () => {
    server.use(http.post(apiUrl('/quizzes/1/start/'), () => HttpResponse.json({ attempt: { id: 321, started_at: new Date().toISOString() }, quiz: { id: 1 } })));
    renderDashboard();

    await userEvent.click(within(await quizCard('FIBA Basics')).getByRole('button', { name: /start quiz/i }));

    expect(await screen.findByRole('heading', { name: 'Quiz page, attempt 321' })).toBeInTheDocument();
  });

  it('shows a refused start as the mapped sentence and clears it after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(apiUrl('/quizzes/1/start/'), () => HttpResponse.json({ error: 'This quiz has been archived.' }, { status: 400 })));
    renderDashboard();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(within(await quizCard('FIBA Basics')).getByRole('button', { name: /start quiz/i }));

    expect(await screen.findByText('This quiz has been archived and is no longer available.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('This quiz has been archived and is no longer available.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('This quiz has been archived and is no longer available.')).not.toBeInTheDocument();
  });

  it("says 'Failed to load dashboard data' when the lists fail", async () => {
    renderDashboard();
    server.use(http.get(apiUrl('/quizzes/'), () => new HttpResponse(null, { status: 500 })));
    await act(() => screen.getByRole('button', { name: 'Refresh' }).click());

    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
  });

  it("says 'Failed to load referee profile' when the profile fails", async () => {
    storeRefereeSession();
    server.use(
      http.get(apiUrl('/referees/profile/'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiUrl('/quizzes/'), () => HttpResponse.json([])),
      http.get(apiUrl('/quizzes/attempts/'), () => HttpResponse.json([])),
    );
    renderRoutes([{ path: '/referee/dashboard', element: <RefereeDashboardPage /> }], '/referee/dashboard');

    expect(await screen.findByText('Failed to load referee profile')).toBeInTheDocument();
  });

  it('Logout revokes the token on the server, clears the session and goes to login', async () => {
    let auth: string | null = null;
    server.use(http.post(apiUrl('/auth/logout/'), ({ request }) => { auth = request.headers.get('authorization'); return new HttpResponse(null, { status: 204 }); }));
    renderDashboard();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(auth).toBe('Token ref-token');
    expect(localStorage.getItem('refereeToken')).toBeNull();
    expect(localStorage.getItem('refereeProfile')).toBeNull();
  });
});
