import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewTeamsPage } from '@/features/teams/components/view-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { captureDownloads } from '@/testing/capture-downloads';
import { keptPlayersHandler, listHandlers, storedUser } from './teams-fixtures';

const server = setupMswServer();
const downloads = captureDownloads();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers(), keptPlayersHandler);
});

/** Answers the export with a file named `filename` and keeps the query it was asked with. */
function captureExport(filename?: string) {
  const asked: { query?: URLSearchParams } = {};
  const headers: Record<string, string> = { 'Content-Type': 'text/csv', ...(filename ? { 'Content-Disposition': `attachment; filename="${filename}"` } : {}) };
  server.use(
    http.get(apiUrl('/teams/export/'), ({ request }) => {
      asked.query = new URL(request.url).searchParams;
      return new HttpResponse('a\n', { headers });
    }),
  );
  return asked;
}

async function openExport(button: 'Export Players' | 'Export Teams') {
  renderWithProviders(<ViewTeamsPage />);
  await screen.findByRole('article', { name: 'Hawks' });
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: button });
}

describe('Export dialogs', () => {
  it('offers the spec default columns for players, titled by default', async () => {
    const dialog = await openExport('Export Players');

    const checked = within(dialog).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.closest('label')?.textContent);
    expect(checked).toEqual(['Division', 'Team', 'First Name', 'Last Name', 'Date of Birth']);
    expect(within(dialog).getByLabelText('Column title for Email')).toBeDisabled();
  });

  it('offers the kept values, region, practice days and each kept registration column as columns of their own', async () => {
    const dialog = await openExport('Export Players');

    for (const name of ['Gender', 'Group', 'Locked Team', 'Keep Apart', 'Teammate Requests', 'Region', 'Unavailable Days']) {
      expect(within(dialog).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(await within(dialog).findByRole('checkbox', { name: 'School' })).toHaveAccessibleDescription('From the registration file.');
    expect(within(dialog).getByRole('checkbox', { name: 'Shirt Size' })).toBeInTheDocument();
    // Keys the app itself keeps (group, region, days) are offered once, under their own names.
    expect(within(dialog).queryByRole('checkbox', { name: 'unavailable_days' })).not.toBeInTheDocument();
  });

  it('asks for a kept registration column by its additional_data key', async () => {
    const asked = captureExport();
    const dialog = await openExport('Export Players');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'School' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Region' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(asked.query?.get('columns')).toBe('division_name,team_name,player_first_name,player_last_name,player_date_of_birth,player_region,additional_data.School'));
    expect(asked.query?.get('format')).toBe('custom');
  });

  it('exports a TeamSnap roster with its own columns, asking for none', async () => {
    const asked = captureExport('teamsnap_roster_u12_2026-11-23.csv');
    const dialog = await openExport('Export Players');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'TeamSnap roster import' }));

    expect(within(dialog).queryByRole('checkbox', { name: 'Division' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/birthdate \(MM\/DD\/YYYY\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['teamsnap_roster_u12_2026-11-23.csv']));
    expect(Object.fromEntries(asked.query!)).toEqual({ league: '7', scope: 'players', format: 'teamsnap' });
  });

  it('offers the SportsEngine roster too, and no format choice for teams', async () => {
    const players = await openExport('Export Players');
    await userEvent.click(within(players).getByRole('radio', { name: 'SportsEngine roster import' }));
    expect(within(players).getByText(/dates of birth as YYYY\/MM\/DD/)).toBeInTheDocument();
    await userEvent.click(within(players).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Export Teams' }));

    expect(within(screen.getByRole('dialog', { name: 'Export Teams' })).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('requires at least one column', async () => {
    const dialog = await openExport('Export Teams');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Division' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Team' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    expect(within(dialog).getByText('Select at least one column to include in the export.')).toBeInTheDocument();
  });

  it('requires a title for each chosen column', async () => {
    const dialog = await openExport('Export Teams');
    await userEvent.clear(within(dialog).getByLabelText('Column title for Team'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    expect(within(dialog).getByText('Column "Team" must have a non-empty column title.')).toBeInTheDocument();
  });

  it('asks for the chosen columns and titles and saves the file under the server name', async () => {
    const asked = captureExport('teams_demo_2026-11-21.csv');
    const dialog = await openExport('Export Teams');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Division' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Coach' }));
    await userEvent.clear(within(dialog).getByLabelText('Column title for Team'));
    await userEvent.type(within(dialog).getByLabelText('Column title for Team'), 'Squad');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toEqual(['teams_demo_2026-11-21.csv']));
    expect(Object.fromEntries(asked.query!)).toEqual({ league: '7', scope: 'teams', format: 'custom', columns: 'team_name,team_coach', column_labels: JSON.stringify({ team_name: 'Squad', team_coach: 'Coach' }) });
  });

  it('falls back to teams_export.csv and reports a failed players export', async () => {
    server.use(http.get(apiUrl('/teams/export/'), () => new HttpResponse('a\n', { headers: { 'Content-Type': 'text/csv' } })));
    let dialog = await openExport('Export Players');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['teams_export.csv']));

    server.use(http.get(apiUrl('/teams/export/'), () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Export Players' }));
    dialog = screen.getByRole('dialog', { name: 'Export Players' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    expect(await within(dialog).findByText('Failed to export players. Please try again.')).toBeInTheDocument();
  });
});
