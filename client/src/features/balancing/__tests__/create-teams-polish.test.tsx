import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, csvFile, listHandlers, ownHeaderRead, storedUser } from './balancing-fixtures';

const server = setupMswServer();
const scrolled = vi.fn();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
  // jsdom lays nothing out, so it has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = scrolled;
});

afterEach(() => {
  scrolled.mockReset();
});

async function pickDivision() {
  for (const [label, option] of [['Season', '2026 Fall Season'], ['Division', 'U12 Mixed']] as const) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  await screen.findByRole('table', { name: 'Division skills' });
}

async function previewWith(result: BalancePreviewDto) {
  server.use(http.post(apiUrl('/players/balanced_teams/'), () => HttpResponse.json({ data: result })));
  renderWithProviders(<CreateTeamsPage />);
  await pickDivision();
  await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile());
  await screen.findByText(ownHeaderRead);
  await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
}

describe('Create Balanced Teams, where the eyes are', () => {
  it('brings the preview into view and focus, and says it is a preview until saved', async () => {
    await previewWith(balanceResult);

    expect(await screen.findByText('Preview ready: 2 teams. Save to keep them.')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Preview' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });

  it('spells out regions and weekdays, counts "1 player", and shows a dash for an empty team', async () => {
    await previewWith({
      ...balanceResult,
      results: [...balanceResult.results, { team_name: 'Team 3', composite_total: 0, average_height_cm: null, player_count: 0, tier_counts: { top: 0, middle: 0, bottom: 0 }, gender_counts: {}, players: [] }],
      summary: { ...balanceResult.summary, teams: [{ team_name: 'Team 1', best_practice_days: ['tue', 'thu'], primary_region: 'N' }] },
    });

    const team1 = await screen.findByRole('region', { name: 'Team 1' });
    expect(within(team1).getByText('Main region: North · Best practice days: Tuesday, Thursday')).toBeInTheDocument();
    expect(within(team1).getByRole('row', { name: /Ben Ortiz/ })).toHaveTextContent('South');
    expect(within(screen.getByRole('region', { name: 'Team 2' })).getByText('Composite total: 21.00 · 1 player')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Team 3' })).getByText('Composite total: — · 0 players')).toBeInTheDocument();
  });
});

describe('Create Balanced Teams, stale errors', () => {
  it('drops the "upload a file" error once a file is chosen', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload a CSV file first.');

    await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile());
    await screen.findByText(ownHeaderRead);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops an unmapped-skill error once the skill selection changes', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile('Name,shooting,Region'));
    await screen.findByText(ownHeaderRead);
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All selected skills must have a CSV column mapped.');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Use Dribbling' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Player CSV drop zone', () => {
  it('takes a dropped file and shows its name and the columns found', async () => {
    renderWithProviders(<CreateTeamsPage />);

    fireEvent.drop(screen.getByTestId('balance-csv-file-zone'), { dataTransfer: { files: [csvFile('Name,shooting,Region')] } });

    expect(await screen.findByText('players.csv: 3 columns found (Name, shooting, Region)')).toBeInTheDocument();
  });

  it('is reached with the keyboard and named for screen readers', async () => {
    renderWithProviders(<CreateTeamsPage />);
    const input = screen.getByLabelText('Player CSV File');

    input.focus();

    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Drop a CSV file here or click to choose one/);
    expect(input).not.toHaveAttribute('tabindex', '-1');
  });

  it('says an empty file is empty', async () => {
    renderWithProviders(<CreateTeamsPage />);

    await userEvent.upload(screen.getByLabelText('Player CSV File'), new File([''], 'blank.csv', { type: 'text/csv' }));

    expect(await screen.findByText('This file is empty. Choose a CSV whose first line holds the column names.')).toBeInTheDocument();
  });
});
