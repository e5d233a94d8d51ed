import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, csvFile, listHandlers, ownHeaderRead, storedUser } from './balancing-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers, http.post(apiUrl('/players/balanced_teams/'), () => HttpResponse.json({ data: balanceResult })));
});

async function previewTeams() {
  renderWithProviders(<CreateTeamsPage />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Season' }));
  await userEvent.click(await screen.findByRole('option', { name: '2026 Fall Season' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
  await userEvent.click(await screen.findByRole('option', { name: 'U12 Mixed' }));
  await screen.findByRole('table', { name: 'Division skills' });
  await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile());
  await screen.findByText(ownHeaderRead);
  await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
  await screen.findByText('Preview ready: 2 teams. Save to keep them.');
}

describe('Saving balanced teams', () => {
  it('sends back the previewed teams with what each player carries', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(apiUrl('/players/persist_teams/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({}, { status: 201 }); }));
    await previewTeams();

    await userEvent.click(screen.getByRole('button', { name: 'Save Teams' }));

    expect(await screen.findByText('Teams saved successfully.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      league_id: 7,
      division_id: 5,
      teams: [
        {
          team_name: 'Team 1',
          players: [
            { name: 'Ava Chen', region: 'N', unavailable_days: ['mon', 'wed'], email: 'ava@example.com', ratings: { '11': 8, '12': 6.5 }, requests: [], additional_data: {} },
            { name: 'Ben Ortiz', region: 'S', unavailable_days: [], ratings: {}, requests: [], additional_data: {} },
          ],
        },
        { team_name: 'Team 2', players: [{ name: 'Cleo Park', unavailable_days: [], ratings: {}, requests: [], additional_data: {} }] },
      ],
    });
  });

  it('asks before replacing a division that already has teams, then resends with replace: true', async () => {
    const bodies: { replace?: boolean }[] = [];
    server.use(
      http.post(apiUrl('/players/persist_teams/'), async ({ request }) => {
        const body = (await request.json()) as { replace?: boolean };
        bodies.push(body);
        return body.replace ? HttpResponse.json({}, { status: 201 }) : HttpResponse.json({ error: 'This division already has teams.' }, { status: 409 });
      }),
    );
    await previewTeams();

    await userEvent.click(screen.getByRole('button', { name: 'Save Teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace existing teams?' });
    expect(bodies[0]!.replace).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Replace Teams' }));

    expect(await screen.findByText('Teams saved successfully.')).toBeInTheDocument();
    expect(bodies[1]!.replace).toBe(true);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('keeps the existing teams when the admin cancels the replacement', async () => {
    let calls = 0;
    server.use(http.post(apiUrl('/players/persist_teams/'), () => { calls += 1; return HttpResponse.json({ error: 'exists' }, { status: 409 }); }));
    await previewTeams();

    await userEvent.click(screen.getByRole('button', { name: 'Save Teams' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(1);
    expect(screen.queryByText('Teams saved successfully.')).not.toBeInTheDocument();
  });

  it("shows the server's reason, or the generic text, when saving fails", async () => {
    server.use(http.post(apiUrl('/players/persist_teams/'), () => HttpResponse.json({ error: 'Team names must be unique.' }, { status: 400 })));
    await previewTeams();
    await userEvent.click(screen.getByRole('button', { name: 'Save Teams' }));
    expect(await screen.findByText('Team names must be unique.')).toBeInTheDocument();

    server.use(http.post(apiUrl('/players/persist_teams/'), () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Save Teams' }));
    expect(await screen.findByText('Failed to save teams.')).toBeInTheDocument();
  });
});
