import { describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardHomePage } from '@/features/dashboard/components/dashboard-home-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

function answerLists(answers: Record<string, unknown>) {
  server.use(
    ...['seasons', 'divisions', 'teams', 'players'].map((name) => http.get(apiUrl(`/${name}/`), () => HttpResponse.json(answers[name] ?? []))),
  );
}

function renderHome() {
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardHomePage /> },
      { path: '/dashboard/:page', element: <h1>Target page</h1> },
    ],
    '/dashboard',
  );
}

describe('DashboardHomePage', () => {
  it('greets the stored user by name', () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', league_id: 3, league_name: 'Metro Hoops', first_name: 'Dana' }));
    answerLists({});
    renderHome();

    expect(screen.getByRole('heading', { name: 'Welcome back, Dana!' })).toBeInTheDocument();
    expect(screen.getByText(/Manage Metro Hoops/)).toBeInTheDocument();
  });

  it('shows a dash for each count while the lists load', () => {
    server.use(http.get(/\/api\/\w+\/$/, async () => { await delay('infinite'); return HttpResponse.json([]); }));
    renderHome();

    for (const label of ['Seasons', 'Divisions', 'Teams', 'Players']) {
      expect(within(screen.getByRole('region', { name: label })).getByText('—')).toBeInTheDocument();
    }
  });

  it('asks for one player row only and shows the count of every player', async () => {
    const asked: (string | null)[] = [];
    answerLists({});
    server.use(
      http.get(apiUrl('/players/'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('page_size'));
        return HttpResponse.json({ count: 12345, results: [{ id: 1 }] });
      }),
    );
    renderHome();

    expect(await within(screen.getByRole('region', { name: 'Players' })).findByText('12345')).toBeInTheDocument();
    expect(asked).toEqual(['1']);
  });

  it('shows the count field, else the results length, else 0', async () => {
    answerLists({
      seasons: { count: 12, results: [{ id: 1 }] },
      divisions: { results: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      teams: [{ id: 1 }, { id: 2 }],
      players: {},
    });
    renderHome();

    expect(await within(screen.getByRole('region', { name: 'Seasons' })).findByText('12')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Divisions' })).findByText('3')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Teams' })).findByText('2')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Players' })).findByText('0')).toBeInTheDocument();
  });

  it.each([
    ['Start a Season', '/dashboard/start-season'],
    ['Create Divisions', '/dashboard/create-divisions'],
    ['Define Skills', '/dashboard/skills-management'],
    ['Create Teams', '/dashboard/create-teams'],
    ['Balance Teams', '/dashboard/edit-teams'],
    ['Export Data', '/dashboard/view-teams'],
  ])('the Quick Start link "%s" goes to %s', async (label, path) => {
    answerLists({});
    const { router } = renderHome();

    await userEvent.click(within(screen.getByRole('region', { name: 'Quick Start' })).getByRole('link', { name: label }));

    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['Start Season', '/dashboard/start-season'],
    ['Create Divisions', '/dashboard/create-divisions'],
    ['Create Teams', '/dashboard/create-teams'],
  ])('the What\'s Next button "%s" goes to %s', async (label, path) => {
    answerLists({});
    const { router } = renderHome();

    await userEvent.click(within(screen.getByRole('region', { name: "What's Next" })).getByRole('link', { name: label }));

    expect(router.state.location.pathname).toBe(path);
  });
});
