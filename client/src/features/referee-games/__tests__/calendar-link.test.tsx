import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderMyGames } from './render-my-games';

const server = setupMswServer();

const link = (n: number) => ({ url: `https://league.example.org/api/public/calendars/referee/${String(n).repeat(64)}.ics`, created_at: '2026-11-29T08:00:00.000Z' });

/** The "Your games in your calendar" section of My games. */
const section = async () => (await screen.findByRole('heading', { name: 'Your games in your calendar' })).closest('section')!;

describe('the calendar link on My games', () => {
  it('gets a link on request and offers it to the phone as a calendar subscription', async () => {
    let made = 0;
    server.use(http.post(apiUrl('/referees/me/calendar/'), () => { made += 1; return HttpResponse.json(link(1), { status: 201 }); }));
    const user = userEvent.setup({ delay: null });
    renderMyGames();

    await user.click(await within(await section()).findByRole('button', { name: 'Get my calendar link' }));

    const mine = await section();
    expect(await within(mine).findByRole('status')).toHaveTextContent('Your calendar link is ready.');
    expect(within(mine).getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute('href', link(1).url.replace('https://', 'webcal://'));
    expect(within(mine).getByRole('link', { name: link(1).url })).toHaveAttribute('href', link(1).url);
    expect(made).toBe(1);
  });

  it('makes a new link after asking, and the old one is no longer shown', async () => {
    server.use(http.post(apiUrl('/referees/me/calendar/'), () => HttpResponse.json(link(2), { status: 201 })));
    const user = userEvent.setup({ delay: null });
    renderMyGames({ calendar: link(1) });

    await user.click(await within(await section()).findByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));

    const mine = await section();
    expect(await within(mine).findByText('Your new calendar link is ready. The old one no longer works.')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: link(2).url })).toBeInTheDocument();
    expect(within(mine).queryByRole('link', { name: link(1).url })).not.toBeInTheDocument();
  });

  it('withdraws the link after asking, and offers to get one again', async () => {
    let withdrawn = false;
    server.use(http.post(apiUrl('/referees/me/calendar/withdraw/'), () => { withdrawn = true; return new HttpResponse(null, { status: 204 }); }));
    const user = userEvent.setup({ delay: null });
    renderMyGames({ calendar: link(1) });

    await user.click(await within(await section()).findByRole('button', { name: 'Withdraw the link' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw your calendar link?' })).getByRole('button', { name: 'Withdraw' }));

    const mine = await section();
    expect(await within(mine).findByText('Your calendar link was withdrawn.')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Get my calendar link' })).toBeInTheDocument();
    expect(within(mine).queryByRole('link', { name: 'Add to my calendar' })).not.toBeInTheDocument();
    expect(withdrawn).toBe(true);
  });

  it("shows the server's sentence when a link cannot be made", async () => {
    server.use(http.post(apiUrl('/referees/me/calendar/'), () => HttpResponse.json({ error: 'Only referees have games to officiate and availability to give.' }, { status: 403 })));
    const user = userEvent.setup({ delay: null });
    renderMyGames();

    await user.click(await within(await section()).findByRole('button', { name: 'Get my calendar link' }));

    expect(await within(await section()).findByText('Only referees have games to officiate and availability to give.')).toBeInTheDocument();
  });
});
