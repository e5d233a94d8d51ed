import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeagueTimeZoneForm } from '@/features/dashboard/components/league-time-zone-form';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const path = apiUrl('/leagues/me/time_zone/');

describe("the profile page: the league's time zone", () => {
  it('shows the saved zone, and saves the one the administrator picks', async () => {
    let body: unknown;
    server.use(
      http.get(path, () => HttpResponse.json({ time_zone: 'America/New_York' })),
      http.put(path, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ time_zone: 'America/Chicago' });
      }),
    );
    renderWithProviders(<LeagueTimeZoneForm />);
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('America/New_York');

    await user.clear(field);
    await user.type(field, 'Chicago');
    await user.click(await screen.findByRole('option', { name: 'America/Chicago' }));
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Saved. Calendars and referee reminders now use America/Chicago time.');
    expect(body).toEqual({ time_zone: 'America/Chicago' });
  });

  it("shows the server's sentence when the zone is refused", async () => {
    server.use(
      http.get(path, () => HttpResponse.json({ time_zone: null })),
      http.put(path, () => HttpResponse.json({ error: '"America/Chicago" is not a time zone we know: use a name such as America/Chicago.' }, { status: 400 })),
    );
    renderWithProviders(<LeagueTimeZoneForm />);
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('');

    await user.type(field, 'Chicago');
    await user.click(await screen.findByRole('option', { name: 'America/Chicago' }));
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('"America/Chicago" is not a time zone we know');
  });
});
