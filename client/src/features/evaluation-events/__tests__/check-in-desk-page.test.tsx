import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { paths } from '@/config/paths';
import { CheckInDeskPage } from '@/features/evaluation-events/components/check-in-desk-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { matchesDeskSearch } from '@/features/evaluation-events/lib/match-desk-player';
import { deskPlayer, event, signIn } from './evaluation-fixtures';

const server = setupMswServer();
let players: EvaluationDeskPlayerDto[];
let walkUps: unknown[];

const checkInAnswer = (p: EvaluationDeskPlayerDto, walkUp = false) => ({ player_id: p.player_id, name: p.name, bib: p.bib, walk_up: walkUp, checked_in_at: '2026-09-12T09:01:00.000Z' });

beforeEach(() => {
  signIn();
  players = [deskPlayer(1, 'Ava Chen', 'Chen family'), deskPlayer(2, 'Leo Chen', 'Chen family'), deskPlayer(3, 'Mia Ortiz', null, 1)];
  walkUps = [];
  let lastBib = 1;
  server.use(
    http.get(apiUrl('/evaluations/40/'), () => HttpResponse.json(event())),
    // The server's search: every word in the name or household, checked-in children latest bib first, a page at a time.
    http.get(apiUrl('/evaluations/40/players/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const pageSize = Number(query.get('page_size') ?? 500);
      const page = Number(query.get('page') ?? 1);
      let matches = query.get('search') ? players.filter((p) => matchesDeskSearch(p, query.get('search')!)) : players;
      if (query.get('checked_in') === 'true') matches = matches.filter((p) => p.bib !== null).sort((a, b) => b.bib! - a.bib!);
      const results = matches.slice((page - 1) * pageSize, page * pageSize);
      const checkedIn = players.filter((p) => p.bib !== null).length;
      return HttpResponse.json({ count: matches.length, page, page_size: pageSize, results, registered: players.length, checked_in: checkedIn });
    }),
    http.delete(apiUrl('/evaluations/40/check_in/:playerId/'), ({ params }) => {
      const player = players.find((p) => p.player_id === Number(params.playerId))!;
      if (player.player_id === 3) return HttpResponse.json({ error: 'Mia Ortiz (bib 1) already has 2 scores from evaluators, so the check-in cannot be undone. Leave the bib as it is.' }, { status: 409 });
      player.bib = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/evaluations/40/check_in/'), async ({ request }) => {
      const { player_id } = (await request.json()) as { player_id: number };
      const player = players.find((p) => p.player_id === player_id)!;
      if (player.bib !== null) return HttpResponse.json(checkInAnswer(player));
      player.bib = ++lastBib;
      return HttpResponse.json(checkInAnswer(player), { status: 201 });
    }),
    http.post(apiUrl('/evaluations/40/walk_ups/'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      walkUps.push(body);
      const added = { ...deskPlayer(9, body.name, null, ++lastBib), walk_up: true };
      players = [...players, added];
      return HttpResponse.json(checkInAnswer(added, true), { status: 201 });
    }),
  );
});

const openPage = () => renderRoutes([{ path: paths.dashboard.evaluationCheckIn(':eventId'), element: <CheckInDeskPage /> }], paths.dashboard.evaluationCheckIn(40));
const search = async (text: string) => fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a child by name or household' }), { target: { value: text } });

describe('Check-in desk', () => {
  it("when the desk types a household's name, both siblings are found, and checking one in shows the next bib large", async () => {
    const user = userEvent.setup();
    openPage();
    expect(await screen.findByText(/1 child checked in of 3 children registered/)).toBeInTheDocument();

    await search('chen fam');
    const found = screen.getByRole('list', { name: 'Children found' });
    await within(found).findByText('Leo Chen');
    expect(within(found).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Ava Chen'), expect.stringContaining('Leo Chen')]);
    await user.click(within(found).getByRole('button', { name: 'Check in Leo Chen' }));

    expect(await screen.findByTestId('given-bib')).toHaveTextContent('Bib2');
    expect(screen.getByText('Leo Chen is checked in with')).toBeInTheDocument();
    expect(await within(found).findByText('Bib 2')).toBeInTheDocument();
    const checkedIn = screen.getByRole('table', { name: 'Children checked in, latest bib first' });
    expect(within(checkedIn).getAllByRole('row').slice(1).map((row) => row.firstChild?.textContent)).toEqual(['2', '1']);
  });

  it('when another desk gave the child a bib a moment ago, says the child already has that bib', async () => {
    const user = userEvent.setup();
    openPage();
    await search('Ava');
    const button = await screen.findByRole('button', { name: 'Check in Ava Chen' });
    players[0]!.bib = 7; // the other desk, after this desk's search was answered

    await user.click(button);

    expect(await screen.findByText('Ava Chen already has')).toBeInTheDocument();
    expect(screen.getByTestId('given-bib')).toHaveTextContent('Bib7');
  });

  it('when nobody matches, says so; a walk-up is registered and gets a bib at once', async () => {
    const user = userEvent.setup();
    openPage();
    await search('Zoe');
    expect(await screen.findByText(/No registered child matches/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Child's name/), { target: { value: 'Zoe Park' } });
    await user.click(screen.getByRole('button', { name: 'Register and check in' }));

    expect(await screen.findByText('Zoe Park is checked in with')).toBeInTheDocument();
    expect(screen.getByTestId('given-bib')).toHaveTextContent('Bib2');
    expect(walkUps).toEqual([{ name: 'Zoe Park' }]);
    expect(screen.getByLabelText(/Child's name/)).toHaveValue('');
  });

  it('when a walk-up has no name, says so and registers nothing', async () => {
    const user = userEvent.setup();
    openPage();

    await user.click(await screen.findByRole('button', { name: 'Register and check in' }));

    expect(await screen.findByText("Type the player's name.")).toBeInTheDocument();
    expect(walkUps).toEqual([]);
  });

  it('when many children match, shows one page at a time from the server and moves to the next', async () => {
    const user = userEvent.setup();
    players = Array.from({ length: 30 }, (_, i) => deskPlayer(100 + i, `Sam Lee ${String(i + 1).padStart(2, '0')}`, null));
    openPage();

    await search('lee');
    expect(await screen.findByText('30 children found; page 1 of 2, or type more of the name')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Children found' })).getAllByRole('listitem')).toHaveLength(25);
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of children found' })).getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Sam Lee 30')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Children found' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('undoes a mistaken check-in after asking, and says why when evaluators already scored the child', async () => {
    const user = userEvent.setup();
    players[0]!.bib = 2;
    openPage();
    const table = await screen.findByRole('table', { name: 'Children checked in, latest bib first' });
    await within(table).findByText('Ava Chen');

    await user.click(within(table).getByRole('button', { name: 'Undo the check-in of Ava Chen, bib 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo check-in' }));

    await waitFor(() => expect(within(table).queryByText('Ava Chen')).not.toBeInTheDocument());
    expect(players[0]!.bib).toBeNull();
    await user.click(await within(table).findByRole('button', { name: 'Undo the check-in of Mia Ortiz, bib 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo check-in' }));
    expect(await screen.findByText(/already has 2 scores from evaluators, so the check-in cannot be undone/)).toBeInTheDocument();
  });
});
