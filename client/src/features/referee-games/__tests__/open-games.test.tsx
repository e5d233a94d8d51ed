import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenGameDto, OpenGamesDto } from '@league/contract';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeGame, renderMyGames } from './render-my-games';

const server = setupMswServer();

function makeOpenGame(overrides: Partial<OpenGameDto> = {}): OpenGameDto {
  return {
    game_id: 102, role: 'umpire', season_id: 3, season: 'Fall 2026', date: '2026-10-10', start: '9:00', end: '10:00',
    division: 'U12', home: 'Crows', away: 'Doves', venue: 'Roosevelt Gym', fee: 20, ...overrides,
  };
}
const openList = (results: OpenGameDto[]): OpenGamesDto => ({ self_assign: true, count: results.length, results });

describe('My games: open games to take', () => {
  it('is not shown where the assignor does not allow referees to pick games', async () => {
    renderMyGames();

    await screen.findByRole('list', { name: 'My games' });

    expect(screen.queryByRole('heading', { name: 'Open games you can take' })).not.toBeInTheDocument();
  });

  it('lists each open place with its time, venue, role and fee, and a button to take it', async () => {
    renderMyGames({ openGames: openList([makeOpenGame(), makeOpenGame({ game_id: 103, role: 'referee', home: 'Ants', away: 'Crows', start: '20:00', end: '21:00', fee: 30 })]) });

    const list = await screen.findByRole('list', { name: 'Open games' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Crows vs Doves');
    expect(first).toHaveTextContent('9:00–10:00');
    expect(first).toHaveTextContent('Roosevelt Gym');
    expect(first).toHaveTextContent('U12, as umpire, fee 20.00');
    expect(within(second!).getByRole('button', { name: 'Take the referee place of Ants vs Crows' })).toBeInTheDocument();
  });

  it('says in words when no open game fits the referee', async () => {
    renderMyGames({ openGames: openList([]) });

    expect(await screen.findByText(/No open game fits you right now/)).toBeInTheDocument();
  });

  it('takes a game: sends the place, then shows it among their games and no longer as open', async () => {
    let sent: unknown;
    let taken = false;
    server.use(http.post(apiUrl('/referees/me/open-games/'), async ({ request }) => {
      sent = await request.json();
      taken = true;
      return HttpResponse.json(makeGame({ assignment_id: 80, game_id: 102, role: 'umpire', status: 'accepted', home: 'Crows', away: 'Doves' }), { status: 201 });
    }));
    const user = userEvent.setup({ delay: null });
    renderMyGames({ games: [], openGames: openList([makeOpenGame()]) });
    server.use(
      http.get(apiUrl('/referees/me/games/'), () => HttpResponse.json(taken ? [makeGame({ assignment_id: 80, game_id: 102, role: 'umpire', status: 'accepted', home: 'Crows', away: 'Doves' })] : [])),
      http.get(apiUrl('/referees/me/open-games/'), () => HttpResponse.json(openList(taken ? [] : [makeOpenGame()]))),
    );

    await user.click(await screen.findByRole('button', { name: 'Take the umpire place of Crows vs Doves' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You are now the umpire of Crows vs Doves on');
    expect(sent).toEqual({ game_id: 102, role: 'umpire' });
    const mine = await screen.findByRole('list', { name: 'My games' });
    expect(within(mine).getByRole('listitem')).toHaveTextContent('Crows vs Doves');
    expect(await screen.findByText(/No open game fits you right now/)).toBeInTheDocument();
  });

  it("shows the server's sentence when the place was taken meanwhile", async () => {
    server.use(http.post(apiUrl('/referees/me/open-games/'), () => HttpResponse.json({ error: 'The umpire place of U12 Crows vs Doves, 2026-10-10 at 9:00, Roosevelt is no longer open: Rob Regional has it. Choose another game.' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    renderMyGames({ openGames: openList([makeOpenGame()]) });

    await user.click(await screen.findByRole('button', { name: 'Take the umpire place of Crows vs Doves' }));

    expect(await screen.findByText(/is no longer open: Rob Regional has it/)).toBeInTheDocument();
  });
});
