import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, listHandlers, storedUser } from './balancing-fixtures';

const server = setupMswServer();

/** Division 5 holds 24 registered players, no teams yet; two have no rating. */
const storedSource = {
  player_count: 24,
  team_count: 0,
  skills: [
    { id: 11, name: 'Shooting', weight: 3 },
    { id: 12, name: 'Dribbling', weight: 2 },
  ],
  unrated: [
    { player_id: 101, name: 'Nia Brooks', missing_skill_ids: [12], last_season: [{ skill_id: 12, rating: 7.5, description: 'coach rating, Fall 2025, U10, age 9' }] },
    { player_id: 102, name: 'Noor Haddad', missing_skill_ids: [11, 12], last_season: [] },
  ],
};

const storedPreview = {
  ...balanceResult,
  results: balanceResult.results.map((team, t) => ({ ...team, players: team.players.map((p, i) => ({ ...p, player_id: 200 + t * 10 + i })) })),
};

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
  // Used after listHandlers, so this answer wins over their empty division.
  server.use(http.get(apiUrl('/players/balanced_teams/stored/'), () => HttpResponse.json(storedSource)));
});

async function pickDivision() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Season' }));
  await userEvent.click(await screen.findByRole('option', { name: '2026 Fall Season' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
  await userEvent.click(await screen.findByRole('option', { name: 'U12 Mixed' }));
}

function captureRequests() {
  const sent: { balance: unknown[]; save: unknown[] } = { balance: [], save: [] };
  server.use(
    http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => {
      sent.balance.push(await request.json());
      return HttpResponse.json({ data: storedPreview });
    }),
    http.post(apiUrl('/players/persist_teams/'), async ({ request }) => {
      sent.save.push(await request.json());
      return HttpResponse.json({ replaced_teams: 0, player_count: 3, teams: [] }, { status: 201 });
    }),
  );
  return sent;
}

describe('Create Teams from the players already in a division', () => {
  it('offers the division\'s players without a file, lists who has no rating, and waits for the admin\'s choice', async () => {
    const sent = captureRequests();
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();

    const stored = await screen.findByRole('radio', { name: 'Players already in this division (24 players)' });
    expect(stored).toBeChecked();
    expect(screen.queryByLabelText('Player CSV File')).not.toBeInTheDocument();
    const unrated = screen.getByRole('list', { name: 'Players without a rating' });
    expect(within(unrated).getByText('Noor Haddad')).toBeInTheDocument();
    expect(within(unrated).getByText('No rating for Shooting, Dribbling')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Choose what to do with players without a rating first.');
    expect(sent.balance).toHaveLength(0);
  });

  it('balances with the chosen answer for unrated players, and saving sends each player\'s id back', async () => {
    const sent = captureRequests();
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await userEvent.click(await screen.findByRole('radio', { name: "Use the division's average for each missing skill" }));

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    await screen.findByText(/Preview ready/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Teams' }));
    await screen.findByText('Teams saved successfully.');

    expect(sent.balance[0]).toMatchObject({ source: 'stored', league_id: 7, division_id: 5, number_of_teams: 2, missing_ratings: 'mean' });
    const saved = sent.save[0] as { teams: { players: { player_id: number }[] }[] };
    expect(saved.teams.flatMap((team) => team.players.map((p) => p.player_id))).toEqual([200, 201, 210]);
  });

  it("offers last season's rating, shows what each player would get from it, and sends the choice", async () => {
    const sent = captureRequests();
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();

    const unrated = await screen.findByRole('list', { name: 'Players without a rating' });
    expect(within(unrated).getByText('No rating for Dribbling. Last season: Dribbling 7.5 of 10 (coach rating, Fall 2025, U10, age 9)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: "Use last season's rating (found for 1 of these 2 players); the division's average for the rest" }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    await screen.findByText(/Preview ready/);

    expect(sent.balance[0]).toMatchObject({ source: 'stored', division_id: 5, missing_ratings: 'last_season' });
  });

  it('can still switch to uploading a file', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();

    await userEvent.click(await screen.findByRole('radio', { name: 'Upload a file' }));

    expect(screen.getByLabelText('Player CSV File')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Players without a rating' })).not.toBeInTheDocument();
  });
});
