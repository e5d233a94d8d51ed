import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderMyGames } from './render-my-games';

const server = setupMswServer();

describe('When you can referee', () => {
  it('shows what was saved and saves weekly times, dates off and the most games a day', async () => {
    let sent: unknown;
    server.use(http.put(apiUrl('/referees/me/availability/'), async ({ request }) => { sent = await request.json(); return HttpResponse.json(sent as object); }));
    const user = userEvent.setup({ delay: null });
    renderMyGames({ availability: { weekly: [{ weekday: 'sat', start: '8:00', end: '13:00' }], dates_off: ['2026-10-17'], max_games_per_day: 2 } });
    const form = await screen.findByRole('form', { name: 'When you can referee' });
    expect(within(within(form).getByRole('group', { name: 'Time 1' })).getByLabelText('From')).toHaveValue('08:00');

    await user.click(within(form).getByRole('button', { name: 'Add a time' }));
    const second = within(form).getByRole('group', { name: 'Time 2' });
    await user.selectOptions(within(second).getByLabelText('Day'), 'Sunday');
    await user.type(within(form).getByLabelText('Date off'), '2026-10-03');
    await user.click(within(form).getByRole('button', { name: 'Add date off' }));
    await user.clear(within(form).getByLabelText('Most games a day'));
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(sent).toEqual({
      weekly: [{ weekday: 'sat', start: '08:00', end: '13:00' }, { weekday: 'sun', start: '08:00', end: '12:00' }],
      dates_off: ['2026-10-03', '2026-10-17'],
      max_games_per_day: null,
    });
  });

  it('removes a date off and a weekly time before saving', async () => {
    let sent: unknown;
    server.use(http.put(apiUrl('/referees/me/availability/'), async ({ request }) => { sent = await request.json(); return HttpResponse.json(sent as object); }));
    const user = userEvent.setup({ delay: null });
    renderMyGames({ availability: { weekly: [{ weekday: 'sat', start: '8:00', end: '13:00' }], dates_off: ['2026-10-03', '2026-10-17'], max_games_per_day: 2 } });
    const form = await screen.findByRole('form', { name: 'When you can referee' });

    await user.click(within(within(form).getByRole('list', { name: 'Dates off' })).getAllByLabelText(/^Remove /)[0]!);
    await user.click(within(within(form).getByRole('group', { name: 'Time 1' })).getByRole('button', { name: 'Remove' }));
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(sent).toEqual({ weekly: [], dates_off: ['2026-10-17'], max_games_per_day: 2 });
  });

  it('says in a sentence that a time must end after it starts, and sends nothing', async () => {
    let calls = 0;
    server.use(http.put(apiUrl('/referees/me/availability/'), () => { calls += 1; return HttpResponse.json({}); }));
    const user = userEvent.setup({ delay: null });
    renderMyGames();
    const form = await screen.findByRole('form', { name: 'When you can referee' });

    await user.click(within(form).getByRole('button', { name: 'Add a time' }));
    const until = within(within(form).getByRole('group', { name: 'Time 1' })).getByLabelText('Until');
    await user.clear(until);
    await user.type(until, '07:00');
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));

    expect(await within(form).findByText('An available time must end after it starts.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('says in a sentence that the most games a day is a whole number from 1 to 10', async () => {
    const user = userEvent.setup({ delay: null });
    renderMyGames();
    const form = await screen.findByRole('form', { name: 'When you can referee' });

    await user.type(within(form).getByLabelText('Most games a day'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save availability' }));

    expect(await within(form).findByText('The most games a day must be a whole number from 1 to 10.')).toBeInTheDocument();
  });
});
