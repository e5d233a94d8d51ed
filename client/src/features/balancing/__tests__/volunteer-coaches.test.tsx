import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { balanceResult, csvFile, listHandlers, storedUser } from './balancing-fixtures';

const server = setupMswServer();
const header = 'Player First Name,Player Last Name,Parent 1 Name,Volunteer Role,Shooting,Dribbling';
// Team 1 is coached by the parent who volunteered; Team 2 has no coach yet.
const coached: BalancePreviewDto = { ...balanceResult, results: [{ ...balanceResult.results[0]!, coach_name: 'Maria Garcia' }, { ...balanceResult.results[1]!, coach_name: null }] };

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
});

async function uploadRegistration() {
  renderWithProviders(<CreateTeamsPage />);
  for (const [label, option] of [['Season', '2026 Fall Season'], ['Division', 'U12 Mixed']] as const) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  await screen.findByRole('table', { name: 'Division skills' });
  await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile(header));
  await screen.findByText(/players\.csv: 6 columns found/);
}

const field = (label: string) => within(screen.getByRole('region', { name: 'Columns in Your File' })).getByRole('combobox', { name: label });

describe('Coaches from the registration', () => {
  it("offers the volunteer and parent name columns, sends them, and shows each coached team's coach", async () => {
    const forms: FormData[] = [];
    server.use(http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => { forms.push(await request.formData()); return HttpResponse.json({ data: coached }); }));
    await uploadRegistration();

    expect(field('Volunteer role')).toHaveTextContent('Volunteer Role');
    expect(field('Parent name')).toHaveTextContent('Parent 1 Name');
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.get('volunteer_column')).toBe('Volunteer Role');
    expect(forms[0]!.get('parent_name_column')).toBe('Parent 1 Name');
    const team1 = await screen.findByRole('region', { name: 'Team 1' });
    expect(within(team1).getByText('Coach: Maria Garcia')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Team 2' })).queryByText(/^Coach:/)).toBeNull();
  });

  it("saves the volunteer as the team's coach", async () => {
    const bodies: { teams: { team_name: string; coach_name?: string }[] }[] = [];
    server.use(
      http.post(apiUrl('/players/balanced_teams/'), () => HttpResponse.json({ data: coached })),
      http.post(apiUrl('/players/persist_teams/'), async ({ request }) => { bodies.push((await request.json()) as (typeof bodies)[number]); return HttpResponse.json({}, { status: 201 }); }),
    );
    await uploadRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    await screen.findByText('Preview ready: 2 teams. Save to keep them.');

    await userEvent.click(screen.getByRole('button', { name: 'Save Teams' }));

    await screen.findByText('Teams saved successfully.');
    expect(bodies[0]!.teams.map((team) => [team.team_name, team.coach_name])).toEqual([['Team 1', 'Maria Garcia'], ['Team 2', undefined]]);
  });
});
