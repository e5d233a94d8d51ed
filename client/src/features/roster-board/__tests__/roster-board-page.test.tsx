import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { RosterBoardPage } from '@/features/roster-board/components/roster-board-page';
import { avaToOwls, listHandlers } from './board-fixtures';

const server = setupMswServer();
const storedUser = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };
type MoveBody = { source_player_id: number; to_team_id: number | null; override?: boolean };
const moves: MoveBody[] = [];
const reasons = ['Ava Chen is locked to Hawks but would be on Owls.'];

function answerMoves(refuseUnlessOverride: boolean) {
  return http.post(apiUrl('/players/trade/'), async ({ request }) => {
    const body = (await request.json()) as MoveBody;
    moves.push(body);
    if (refuseUnlessOverride && !body.override) {
      return HttpResponse.json({ error: 'This change breaks the division\'s team rules.', code: 'rules_broken', details: { reasons } }, { status: 409 });
    }
    return HttpResponse.json({ count: 1, results: [], roster_version: moves.length + 1 });
  });
}

// (dnd-kit's announcements are a second role="status": messages are found by their words.)
// jsdom lays nothing out and has no scrollIntoView, which the keyboard sensor calls on pick-up.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  moves.length = 0;
  server.use(...listHandlers(), http.post(apiUrl('/players/trade_preview/'), () => HttpResponse.json(avaToOwls())));
});

const openBoard = () => renderRoutes([{ path: paths.dashboard.rosterBoard, element: <RosterBoardPage /> }], `${paths.dashboard.rosterBoard}?season=1&division=5`);

/** Picks Ava up with the keyboard and holds her over the next column (Owls). */
async function holdAvaOverOwls(user: ReturnType<typeof userEvent.setup>) {
  const handle = await screen.findByRole('button', { name: 'Move Ava Chen' });
  handle.focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowRight]');
  return screen.findByRole('region', { name: 'What this move would do' });
}

describe('the roster board', () => {
  it('shows every team and Unassigned side by side', async () => {
    openBoard();

    for (const name of ['Hawks', 'Owls', 'Unassigned']) expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players of Unassigned' })).getByText('Eli Stone')).toBeInTheDocument();
  });

  it('when a player is held over a team by keyboard, shows what the move would do, and Space moves them there', async () => {
    server.use(answerMoves(false));
    const user = userEvent.setup();
    openBoard();

    const preview = await holdAvaOverOwls(user);
    await within(preview).findByText(/Strength gap between the strongest and weakest team .*8\.00 → 8\.00/);
    expect(within(preview).getByText(/Owls: 2 → 3 players; top \/ middle \/ bottom third players 0 \/ 1 \/ 1 → 1 \/ 1 \/ 1/)).toBeInTheDocument();
    expect(within(preview).getByText('Owls: 1 girl, 1 boy → 2 girls, 1 boy')).toBeInTheDocument();
    expect(within(preview).getByText(/Keeps every saved team rule/)).toBeInTheDocument();
    expect(screen.getByText('Ava Chen is over Owls. Press Space to move them there.')).toBeInTheDocument();
    await user.keyboard('[Space]');

    expect(await screen.findByText(/Moved Ava Chen from Hawks to Owls\./)).toBeInTheDocument();
    expect(moves).toEqual([{ source_player_id: 1, to_team_id: 22 }]);
  });

  it('brings the team chosen by keyboard into view itself, only as far as that team', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    openBoard();

    await holdAvaOverOwls(user);

    const owls = screen.getByRole('region', { name: 'Owls' });
    expect(scrolled.mock.contexts).toContain(owls);
    expect(scrolled.mock.calls[scrolled.mock.contexts.indexOf(owls)]).toEqual([{ block: 'nearest', inline: 'nearest' }]);
    // Put Ava down: a drag left open keeps dnd-kit listening for keys after the test.
    await user.keyboard('[Escape]');
    scrolled.mockRestore();
  });

  it('announces a mouse drag as a drag, without the keyboard instructions', async () => {
    openBoard();
    const handle = await screen.findByRole('button', { name: 'Move Ava Chen' });

    fireEvent.mouseDown(handle, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseMove(document, { clientX: 40, clientY: 10 });

    // dnd-kit's live region holds the latest announcement.
    const announcement = await screen.findByText('Dragging Ava Chen from Hawks.');
    fireEvent.mouseUp(document, { clientX: 40, clientY: 10 });
    await waitFor(() => expect(announcement).toHaveTextContent('Ava Chen stays on Hawks.'));
  });

  it('when Undo is pressed after a move, moves the player back to the team they left', async () => {
    server.use(answerMoves(false));
    const user = userEvent.setup();
    openBoard();
    await holdAvaOverOwls(user);
    await user.keyboard('[Space]');
    await screen.findByText(/Moved Ava Chen from Hawks to Owls\. Undo moves Ava Chen back to Hawks\./);

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Undone: Ava Chen is back on Hawks.')).toBeInTheDocument();
    expect(moves[1]).toEqual({ source_player_id: 1, to_team_id: 21, override: true });
  });

  it('when the move breaks a saved rule, asks first and moves only on "Move anyway"', async () => {
    server.use(answerMoves(true), http.post(apiUrl('/players/trade_preview/'), () => HttpResponse.json(avaToOwls(reasons))));
    const user = userEvent.setup();
    openBoard();
    const preview = await holdAvaOverOwls(user);
    await within(preview).findByText(reasons[0]!);
    await user.keyboard('[Space]');

    const question = await screen.findByRole('alert', { name: 'Team rules this change breaks' });
    await user.click(within(question).getByRole('button', { name: 'Move anyway' }));

    expect(await screen.findByText(/Moved Ava Chen from Hawks to Owls\./)).toBeInTheDocument();
    expect(moves).toEqual([{ source_player_id: 1, to_team_id: 22 }, { source_player_id: 1, to_team_id: 22, override: true }]);
  });

  it('when Escape is pressed while holding a player, moves nobody', async () => {
    const user = userEvent.setup();
    openBoard();
    await holdAvaOverOwls(user);

    await user.keyboard('[Escape]');

    await waitFor(() => expect(screen.queryByRole('region', { name: 'What this move would do' })).not.toBeInTheDocument());
    expect(moves).toEqual([]);
  });

  it('filters and sorts every column by a column kept from the registration file', async () => {
    const user = userEvent.setup();
    openBoard();
    await screen.findByRole('heading', { name: 'Hawks' });

    await user.type(screen.getByRole('textbox', { name: 'Show players whose answer contains' }), 'lincoln');

    const hawks = screen.getByRole('list', { name: 'Players of Hawks' });
    expect(within(hawks).getByText('Ava Chen')).toBeInTheDocument();
    expect(within(hawks).queryByText('Ben Ortiz')).not.toBeInTheDocument();
    expect(screen.getByText(/2 players · strength 14\.00 \(total overall skill\) · 1 hidden by the filter/)).toBeInTheDocument();
  });
});
