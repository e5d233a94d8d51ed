import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewTeamsPage } from '@/features/teams/components/view-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { listHandlers, storedUser } from './teams-fixtures';

const server = setupMswServer();
const downloads: string[] = [];

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers());
  downloads.length = 0;
  // jsdom has no object URLs and cannot follow a download link.
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => vi.restoreAllMocks());

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

  it('says that Additional Data holds the kept registration values', async () => {
    const dialog = await openExport('Export Players');

    expect(within(dialog).getByRole('checkbox', { name: 'Additional Data' })).toHaveAccessibleDescription(/group, locked team, keep apart, teammate requests, gender and the registration file's other columns/);
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
    let query: URLSearchParams | undefined;
    server.use(
      http.get(apiUrl('/teams/export/'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return new HttpResponse('Squad\nHawks\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="teams_demo_2026-11-21.csv"' } });
      }),
    );
    const dialog = await openExport('Export Teams');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Division' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Coach' }));
    await userEvent.clear(within(dialog).getByLabelText('Column title for Team'));
    await userEvent.type(within(dialog).getByLabelText('Column title for Team'), 'Squad');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toEqual(['teams_demo_2026-11-21.csv']));
    expect(Object.fromEntries(query!)).toEqual({ league: '7', scope: 'teams', columns: 'team_name,team_coach', column_labels: JSON.stringify({ team_name: 'Squad', team_coach: 'Coach' }) });
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
