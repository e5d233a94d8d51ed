import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftStateDto } from '@league/contract';
import { paths } from '@/config/paths';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { CreateDraftPage } from '@/features/live-draft/components/create-draft-page';
import { DraftRoomPage } from '@/features/live-draft/components/draft-room-page';
import { draftState, listHandlers, storedUser } from './draft-fixtures';

const server = setupMswServer();
let current: DraftStateDto;

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  current = draftState();
  // No event stream here: the room reads the state every 2 seconds, as it does when the stream is down.
  server.use(...listHandlers(), http.get(apiUrl('/drafts/9/'), () => HttpResponse.json(current)), http.get(apiUrl('/drafts/9/events/'), () => new HttpResponse(null, { status: 503 })));
});

const routes = [
  { path: paths.dashboard.createDraft, element: <CreateDraftPage /> },
  { path: paths.dashboard.draftRoom(':draftId'), element: <DraftRoomPage /> },
  { path: paths.dashboard.rosterBoard, element: <h1>Roster Board</h1> },
];

describe('opening a coach draft', () => {
  it('sends the order set by hand and the seconds per pick, then shows each coach’s join link to copy', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/drafts/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { id: 9, division_id: 5, order: 'manual', pick_seconds: 30, status: 'waiting', created_at: new Date().toISOString(), coaches: [
            { team_id: 22, team_name: 'Owls', position: 1, key: 'a'.repeat(64), link: 'http://x/draft/9?key=a' },
            { team_id: 21, team_name: 'Hawks', position: 2, key: 'b'.repeat(64), link: 'http://x/draft/9?key=b' },
          ] },
          { status: 201 },
        );
      }),
    );
    // userEvent puts its own clipboard in place: spy on it after setup.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderRoutes(routes, `${paths.dashboard.createDraft}?season=1&division=5`);

    expect(await screen.findByText(/1 of 4 players in this division are already on a team/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Set by hand/ }));
    await user.click(screen.getByRole('button', { name: 'Move Owls up' }));
    await user.clear(screen.getByLabelText('Seconds per pick'));
    await user.type(screen.getByLabelText('Seconds per pick'), '30');
    await user.click(screen.getByRole('button', { name: 'Open the draft room' }));

    const links = await screen.findByRole('list', { name: 'Coach join links' });
    expect(sent).toEqual([{ division_id: 5, order: 'manual', pick_seconds: 30, team_order: [22, 21], coach_figures: ['overall_skill'] }]);
    expect(within(links).getByText('Owls (pick 1 in the first round)')).toBeInTheDocument();
    await user.click(within(links).getByRole('button', { name: 'Copy the link for Hawks' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/draft/9?key=${'b'.repeat(64)}`);
    // Many clicks and typing: slow on a busy machine.
  });

  it('refuses seconds per pick outside 10 to 600 and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, `${paths.dashboard.createDraft}?season=1&division=5`);

    const seconds = await screen.findByLabelText('Seconds per pick');
    await user.clear(seconds);
    await user.type(seconds, '5');

    expect(screen.getByText('Give each coach between 10 and 600 seconds (10 minutes) per pick.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the draft room' })).toBeDisabled();
  });
});

describe('the draft room', () => {
  it('shows whose turn it is and pauses the draft', async () => {
    server.use(
      http.post(apiUrl('/drafts/9/pause/'), () => {
        current = { ...current, status: 'paused' };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, paths.dashboard.draftRoom(9));

    expect(await screen.findByText(/Hawks is picking \(pick 1, round 1\)/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Hawks' })).getByText('1 player, average skill 5.0 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));

    expect(await screen.findByText('The draft is paused by the league. The clock is stopped.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('runs no clock while the links are sent, and starts the draft when the admin says so', async () => {
    current = draftState({ status: 'waiting' });
    const started: string[] = [];
    server.use(
      http.post(apiUrl('/drafts/9/start/'), () => {
        started.push('start');
        current = draftState({ on_the_clock: { ...draftState().on_the_clock!, started_at: new Date().toISOString() } });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, paths.dashboard.draftRoom(9));

    expect(await screen.findByText('The draft has not started yet: send each coach their link, then press Start the draft. No clock runs until then.')).toBeInTheDocument();
    expect(screen.queryByText(/left on the clock/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the draft' }));

    expect(await screen.findByText('The draft has started: the first team’s clock is running.')).toBeInTheDocument();
    expect(await screen.findByText(/left on the clock/)).toBeInTheDocument();
    expect(started).toEqual(['start']);
  });

  it('undoes the last pick', async () => {
    current = draftState({ picks: [{ pick_number: 1, round: 1, team_id: 21, player_id: 1, player_name: 'Ava Chen', auto: false, created_at: new Date().toISOString() }] });
    const undone: string[] = [];
    server.use(
      http.post(apiUrl('/drafts/9/undo/'), () => {
        undone.push('undo');
        current = draftState();
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, paths.dashboard.draftRoom(9));

    await user.click(await screen.findByRole('button', { name: 'Undo last pick (Ava Chen)' }));

    expect(await screen.findByText('Ava Chen is back among the players not picked yet.')).toBeInTheDocument();
    expect(undone).toEqual(['undo']);
  });

  it('after finishing shows the strength gap beside the optimizer’s and links to the roster board', async () => {
    const finished = draftState({
      status: 'finished',
      on_the_clock: null,
      teams: [
        { team_id: 21, team_name: 'Hawks', position: 1, players: 2, total_skill: 13.2 },
        { team_id: 22, team_name: 'Owls', position: 2, players: 2, total_skill: 10.5 },
      ],
    });
    server.use(
      http.post(apiUrl('/drafts/9/finish/'), () => {
        current = finished;
        return HttpResponse.json({ ...finished, roster_version: 3 });
      }),
      http.post(apiUrl('/players/balanced_teams/'), () =>
        HttpResponse.json({ data: { results: [{ composite_total: 12, player_count: 2 }, { composite_total: 11.8, player_count: 2 }], summary: {} } }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, paths.dashboard.draftRoom(9));

    await user.click(await screen.findByRole('button', { name: 'Finish the draft' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Finish the draft' }));

    const result = await screen.findByRole('region', { name: 'How even the drafted teams are' });
    expect(within(result).getByText(/Strength gap .*: 1\.35 points apart on the 0-10 skill scale\./)).toBeInTheDocument();
    expect(await within(result).findByText(/would have made teams 0\.10 points apart/)).toBeInTheDocument();
    await user.click(within(result).getByRole('link', { name: 'Open the Roster Board' }));
    expect(await screen.findByRole('heading', { name: 'Roster Board' })).toBeInTheDocument();
  });
});
