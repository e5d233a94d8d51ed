import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeGame, renderMyGames } from './render-my-games';

const server = setupMswServer();

describe('My games', () => {
  it('lists each game with its date, time, venue, role and status in words', async () => {
    renderMyGames({ games: [makeGame(), makeGame({ assignment_id: 72, home: 'Crows', away: 'Doves', status: 'accepted', role: 'umpire', fee: 20 })] });

    const list = await screen.findByRole('list', { name: 'My games' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ants vs Bees');
    expect(first).toHaveTextContent('9:00–10:00');
    expect(first).toHaveTextContent('Lincoln Gym');
    expect(first).toHaveTextContent('U12, as referee, fee 30.00');
    expect(first).toHaveTextContent('Waiting for your answer');
    expect(second).toHaveTextContent('Accepted');
    expect(within(second!).queryByRole('button', { name: 'Accept Crows vs Doves' })).not.toBeInTheDocument();
  });

  it('accepts a game and shows it accepted', async () => {
    let accepted = false;
    server.use(http.post(apiUrl('/assignments/71/accept/'), () => { accepted = true; return HttpResponse.json(makeGame({ status: 'accepted' })); }));
    const user = userEvent.setup({ delay: null });
    renderMyGames();

    server.use(http.get(apiUrl('/referees/me/games/'), () => HttpResponse.json([makeGame({ status: accepted ? 'accepted' : 'published' })])));
    await user.click(await screen.findByRole('button', { name: 'Accept Ants vs Bees' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You accepted Ants vs Bees.');
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(accepted).toBe(true);
  });

  it('declines with the reason the referee gives, and asks for one when it is empty', async () => {
    let sent: unknown;
    server.use(http.post(apiUrl('/assignments/71/decline/'), async ({ request }) => { sent = await request.json(); return HttpResponse.json(makeGame({ status: 'declined' })); }));
    const user = userEvent.setup({ delay: null });
    renderMyGames();

    await user.click(await screen.findByRole('button', { name: 'Decline Ants vs Bees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this game?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline game' }));
    expect(await within(dialog).findByText('Please say why you decline, in a few words.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.click(within(dialog).getByLabelText('Why you decline'));
    await user.paste('My daughter has a tournament that day.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline game' }));

    expect(await screen.findByText('You declined Ants vs Bees. The assignor has been told.')).toBeInTheDocument();
    expect(sent).toEqual({ reason: 'My daughter has a tournament that day.' });
  });

  it("shows the server's sentence when accepting is refused", async () => {
    server.use(http.post(apiUrl('/assignments/71/accept/'), () => HttpResponse.json({ error: 'You declined this game, so it cannot be accepted now. Ask the assignor if you can still take it.' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    renderMyGames();

    await user.click(await screen.findByRole('button', { name: 'Accept Ants vs Bees' }));

    expect(await screen.findByText(/cannot be accepted now/)).toBeInTheDocument();
  });
});
