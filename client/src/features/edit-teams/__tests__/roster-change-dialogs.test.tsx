import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import type { RosterChangePreviewDto } from '@league/contract';
import { choose, openDivision } from './edit-teams-driver';
import { listHandlers, players, storedUser } from './edit-teams-fixtures';
import { placeOnlyNew, placeWithOneMove, rebalanceSwap } from './roster-change-fixtures';

const server = setupMswServer();
const previews: Record<string, unknown>[] = [];
const saves: unknown[] = [];
let saveStatus = 200;

const answerPreview = (pick: (body: Record<string, unknown>) => RosterChangePreviewDto) =>
  async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    previews.push(body);
    return HttpResponse.json(pick(body));
  };

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  previews.length = 0;
  saves.length = 0;
  saveStatus = 200;
  server.use(
    http.post(apiUrl('/players/place_new/'), answerPreview((body) => (body.max_moves === 0 ? placeOnlyNew : placeWithOneMove))),
    http.post(apiUrl('/players/rebalance/'), answerPreview(() => rebalanceSwap)),
    http.post(apiUrl('/players/apply_roster/'), async ({ request }) => {
      saves.push(await request.json());
      return saveStatus === 409
        ? HttpResponse.json({ error: 'The roster changed since this preview.' }, { status: 409 })
        : HttpResponse.json({ roster_version: 5, player_count: 5, moves: 1, created_teams: 0, deleted_teams: 0, teams: [] });
    }),
    ...listHandlers(),
  );
});

async function openPlaceNew() {
  await openDivision();
  await userEvent.click(await screen.findByRole('button', { name: 'Place 1 new player' }));
  const dialog = screen.getByRole('dialog', { name: 'Place 1 new player' });
  await within(dialog).findByRole('list', { name: 'Moves' });
  return dialog;
}

const moveTexts = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Moves' })).getAllByRole('listitem').map((item) => item.textContent);

describe('Place new players', () => {
  it('previews with only the new players moving, listing each move and the strength of each team it touches', async () => {
    const dialog = await openPlaceNew();

    expect(previews).toEqual([{ league_id: 7, division_id: 5, max_moves: 0 }]);
    expect(within(dialog).getByRole('heading', { name: '1 move: 1 new player placed; nobody else moves' })).toBeInTheDocument();
    expect(moveTexts(dialog)).toEqual(['Eli Stone (new player): Unassigned → Owls']);
    expect(dialog).toHaveTextContent('Gap between the strongest and the weakest team: 8.0 now, 3.0 after this change (smaller is fairer).');
    const rows = within(within(dialog).getByRole('table', { name: 'Teams this changes' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['TeamStrength nowStrength afterPlayers nowPlayers after', 'Owls6.011.023']);
  });

  it('sends the chosen number of other moves, and saves exactly the assignment previewed', async () => {
    const dialog = await openPlaceNew();
    await choose('Players already on teams who may move', 'Allow up to 1 other move');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(moveTexts(dialog)).toEqual(['Eli Stone (new player): Unassigned → Hawks', 'Ben Ortiz: Hawks → Owls']));
    expect(within(dialog).getByRole('heading', { name: '2 moves: 1 new player placed; 1 other player moved' })).toBeInTheDocument();
    expect(previews.at(-1)).toEqual({ league_id: 7, division_id: 5, max_moves: 1 });
    await userEvent.click(save);

    expect(await screen.findByText('Placed 1 new player; 1 other player moved to make room.')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        league_id: 7,
        division_id: 5,
        kind: 'place_new',
        assignment: [
          { player_id: 1, team_id: 21, team_name: 'Hawks' },
          { player_id: 5, team_id: 21, team_name: 'Hawks' },
          { player_id: 2, team_id: 22, team_name: 'Owls' },
          { player_id: 3, team_id: 22, team_name: 'Owls' },
          { player_id: 4, team_id: 22, team_name: 'Owls' },
        ],
        expected_version: 4,
      },
    ]);
    expect(dialog).not.toBeInTheDocument();
  });

  it('says why letting players already on teams move helps, and offers up to 40 such moves', async () => {
    const dialog = await openPlaceNew();

    expect(within(dialog).getByRole('combobox', { name: 'Players already on teams who may move' })).toHaveAccessibleDescription(
      'The new players alone can only even the teams so far. Letting a few players already on teams move closes the gap much further; every move is listed before you save.',
    );
    await choose('Players already on teams who may move', 'Allow up to 40 other moves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(previews.at(-1)).toEqual({ league_id: 7, division_id: 5, max_moves: 40 }));
  });

  it('when the teams changed since the preview, says so and saves nothing more until previewed again', async () => {
    saveStatus = 409;
    const dialog = await openPlaceNew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The teams changed since this preview. Preview again to see the moves as the teams are now.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview again' }));

    await waitFor(() => expect(previews).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog).queryByText(/The teams changed since this preview/)).not.toBeInTheDocument();
  });

  it('is not offered when every player of the division is on a team', async () => {
    server.use(...listHandlers(players.filter((p) => p.team !== null)));
    await openDivision();

    expect(screen.getByRole('button', { name: 'Rebalance division' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Place/ })).not.toBeInTheDocument();
  });
});

describe('Rebalance division', () => {
  it('explains the keep-current slider, sends its value, lists the moves and saves them', async () => {
    await openDivision();
    await userEvent.click(screen.getByRole('button', { name: 'Rebalance division' }));
    const dialog = screen.getByRole('dialog', { name: 'Rebalance division' });
    expect(dialog).toHaveTextContent('0 = fresh balance, 10 = move as few players as possible');
    await within(dialog).findByRole('list', { name: 'Moves' });

    const slider = within(dialog).getByRole('slider', { name: 'Keep current teams' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(previews.at(-1)).toEqual({ league_id: 7, division_id: 5, keep_current_weight: 7 }));
    expect(within(dialog).getByRole('heading', { name: '2 players change team:' })).toBeInTheDocument();
    expect(moveTexts(dialog)).toEqual(['Ben Ortiz: Hawks → Owls', 'Cleo Park: Owls → Hawks']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rebalanced the division: 2 players changed team.')).toBeInTheDocument();
    expect(saves).toMatchObject([{ kind: 'rebalance', expected_version: 4 }]);
  });
});
