import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { RefereeDashboardPage } from '@/features/referee-dashboard/components/referee-dashboard-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { makeRefereeProfile, storeRefereeSession } from '@/testing/referee-fixtures';
import { makeQuiz } from './dashboard-fixtures';
import { findQuizCard, renderDashboard } from './render-dashboard';

const server = setupMswServer();

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

  it("greets a referee who has just registered with 'Welcome', not 'Welcome back'", async () => {
    renderDashboard({ state: { firstVisit: true } });

    expect(await screen.findByText('Welcome, Riley!')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('leads from the header to My games, where the referee answers their games', async () => {
    const user = userEvent.setup({ delay: null });
    renderDashboard();

    await user.click(await screen.findByRole('link', { name: 'My games' }));

    expect(await screen.findByRole('heading', { name: 'My games page' })).toBeInTheDocument();
  });

  it.each([
    ['referee', '/guide/referee'],
    ['referee_admin', '/guide/referee-admin'],
  ] as const)("opens the guide for a %s's role from the Help menu, in a new tab", async (userType, guide) => {
    const user = userEvent.setup({ delay: null });
    renderDashboard({ profile: makeRefereeProfile({ user_type: userType }) });
    await screen.findByText('Welcome back, Riley!');

    await user.click(screen.getByRole('button', { name: 'Help' }));

    const link = await screen.findByRole('menuitem', { name: 'Guide' });
    expect(link).toHaveAttribute('href', guide);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'All guides' })).toHaveAttribute('href', '/guide/');
  });

  it('leads from the quiz history to the full transcript', async () => {
    renderDashboard();

    await userEvent.click(await screen.findByRole('link', { name: 'My Transcript' }));

    expect(await screen.findByRole('heading', { name: 'Transcript page' })).toBeInTheDocument();
  });

  it("says 'Not assigned' when the referee has no league", async () => {
    renderDashboard({ profile: makeRefereeProfile({ league_name: null }) });

    expect(await screen.findByText('Not assigned')).toBeInTheDocument();
  });

  it('gives a referee_admin the admin tools, the retake note and Start on attempted quizzes', async () => {
    renderDashboard({
      profile: makeRefereeProfile({ user_type: 'referee_admin' }),
      quizzes: [makeQuiz({ user_attempt: { id: 5, status: 'completed', passed: true, score: 90 } })],
    });

    const card = within(await findQuizCard('FIBA Basics'));
    expect(card.getByText('Passed')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /start quiz/i })).toBeInTheDocument();
    expect(screen.getByText('As an administrator, you can retake quizzes for testing purposes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Referees' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Manage Quizzes' }));
    expect(await screen.findByRole('heading', { name: 'Quiz management' })).toBeInTheDocument();
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
