import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { CoachDraftPage } from '@/features/live-draft/components/coach-draft-page';
import { CreateDraftPage } from '@/features/live-draft/components/create-draft-page';
import { FakeEventSource, coachKey, draftState, listHandlers, storedUser } from './draft-fixtures';

const server = setupMswServer();

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
});
afterEach(() => vi.unstubAllGlobals());

describe('player figures coaches may see', () => {
  it('sends the figures the admin ticks when opening the draft room', async () => {
    const sent: unknown[] = [];
    server.use(
      ...listHandlers(),
      http.post(apiUrl('/drafts/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 9, division_id: 5, order: 'snake', pick_seconds: 60, status: 'open', created_at: new Date().toISOString(), coaches: [] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: paths.dashboard.createDraft, element: <CreateDraftPage /> }, { path: paths.dashboard.draftRoom(':draftId'), element: <p>Room</p> }], `${paths.dashboard.createDraft}?season=1&division=5`);

    const figures = await screen.findByRole('group', { name: 'What coaches see of each player besides the name' }, { timeout: 5000 });
    await user.click(within(figures).getByRole('checkbox', { name: /Overall skill/ }));
    await user.click(within(figures).getByRole('checkbox', { name: 'Height' }));
    await user.click(within(figures).getByRole('checkbox', { name: 'Age' }));
    await user.click(screen.getByRole('button', { name: 'Open the draft room' }));

    await screen.findByText('Room');
    expect(sent).toEqual([{ division_id: 5, order: 'snake', pick_seconds: 60, coach_figures: ['height', 'age'] }]);
  });

  it('shows a coach only the figures the server sent, and no skill when it sent none', async () => {
    const state = draftState({
      your_team_id: 21,
      coach_figures: ['height', 'age', 'skill_ratings'],
      teams: [
        { team_id: 21, team_name: 'Hawks', position: 1, players: 1 },
        { team_id: 22, team_name: 'Owls', position: 2, players: 0 },
      ],
      pool: [{ id: 1, name: 'Ava Chen', height_cm: 152, age: 11, skill_ratings: [{ skill_id: 3, name: 'Shooting', rating: 8, out_of: 10 }] }],
    });
    server.use(http.get(apiUrl('/drafts/9/'), () => HttpResponse.json(state)));

    renderRoutes([{ path: paths.coachDraft(':draftId'), element: <CoachDraftPage /> }], paths.coachDraft(9, coachKey));

    const pool = await screen.findByRole('list', { name: 'Players not picked yet' }, { timeout: 5000 });
    expect(within(pool).getByText('Shooting 8 of 10 · 152 cm · age 11')).toBeInTheDocument();
    expect(screen.queryByText(/skill \d/)).not.toBeInTheDocument();
    expect(screen.getByText('1 player')).toBeInTheDocument();
  });
});
