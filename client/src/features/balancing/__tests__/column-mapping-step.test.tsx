import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, csvFile, listHandlers, storedUser } from './balancing-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
});

async function pickDivision() {
  for (const [label, option] of [['Season', '2026 Fall Season'], ['Division', 'U12 Mixed']] as const) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  await screen.findByRole('table', { name: 'Division skills' });
}

/** Waits for this file's own header: "0 columns found" shows while the header is still being read. */
async function upload(header: string) {
  await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile(header));
  const columns = header.split(',');
  await screen.findByText(`players.csv: ${columns.length} columns found (${columns.join(', ')})`);
}

const columnsSection = () => screen.getByRole('region', { name: 'Columns in Your File' });
const field = (label: string) => within(columnsSection()).getByRole('combobox', { name: label });

describe('Mapping the columns of a registration export', () => {
  it.each([
    ['Sports Connect', 'Player First Name,Player Last Name,Player Birth Date,Parent 1 Email,Gender,Shooting', ['Player First Name', 'Player Last Name'], { 'Date of birth': 'Player Birth Date', 'Parent email': 'Parent 1 Email', Gender: 'Gender' }],
    ['LeagueApps', 'ParticipantFirstName,PlayerLastName,Birthdate,Parent1Email,Shooting', ['ParticipantFirstName', 'PlayerLastName'], { 'Date of birth': 'Birthdate', 'Parent email': 'Parent1Email' }],
    ['a plain sheet', 'First Name,Last Name,DOB,Email,Shooting', ['First Name', 'Last Name'], { 'Date of birth': 'DOB', 'Player email': 'Email' }],
  ])('proposes first and last name and the other roles from a %s header', async (_source, header, [first, last], roles) => {
    renderWithProviders(<CreateTeamsPage />);
    await upload(header);

    expect(within(columnsSection()).getByRole('radio', { name: 'First and last name columns' })).toBeChecked();
    expect(field('First name')).toHaveTextContent(first!);
    expect(field('Last name')).toHaveTextContent(last!);
    for (const [label, column] of Object.entries(roles)) expect(field(label)).toHaveTextContent(column);
  });

  it('proposes one name column and the rule columns (siblings, keep apart, coach team, requests)', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await upload('Player Name,Date of Birth,Family ID,Keep Apart,Coach Team,Teammate Requests,Shooting');

    expect(within(columnsSection()).getByRole('radio', { name: 'One name column' })).toBeChecked();
    expect(field('Player name')).toHaveTextContent('Player Name');
    expect(field('Date of birth')).toHaveTextContent('Date of Birth');
    expect(field('Siblings or carpool group')).toHaveTextContent('Family ID');
    expect(field('Keep apart')).toHaveTextContent('Keep Apart');
    expect(field('Locked team')).toHaveTextContent('Coach Team');
    expect(field('Teammate requests')).toHaveTextContent('Teammate Requests');
  });

  it('says at once, under the field, that the file has no name column', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await upload('Kid,Shooting');

    expect(within(columnsSection()).getByText("Choose the column with the player's name, or switch to first and last name.")).toBeInTheDocument();
    expect(field('Player name')).toHaveAccessibleDescription("Choose the column with the player's name, or switch to first and last name.");
  });

  it('marks a column the admin chose that the next file does not have', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await upload('Name,Ride Share,Shooting');
    await userEvent.click(field('Siblings or carpool group'));
    await userEvent.click(await screen.findByRole('option', { name: 'Ride Share' }));

    await upload('Name,Shooting');

    expect(field('Siblings or carpool group')).toHaveAccessibleDescription('This file has no column "Ride Share". Choose another column or None.');
  });

  it('sends the confirmed mapping and the team rules with the file', async () => {
    const forms: FormData[] = [];
    server.use(
      http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => {
        forms.push(await request.formData());
        return HttpResponse.json({ data: balanceResult });
      }),
    );
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await upload('Player First Name,Player Last Name,Nickname,Siblings,Coach,Requests,Shooting,Dribbling');
    // The admin prefers the nickname as the whole name and drops the coach column.
    await userEvent.click(within(columnsSection()).getByRole('radio', { name: 'One name column' }));
    await userEvent.click(field('Player name'));
    await userEvent.click(await screen.findByRole('option', { name: 'Nickname' }));
    await userEvent.click(field('Locked team'));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Only count requests both players made' }));
    await userEvent.click(screen.getByRole('radio', { name: "Fill it with the division's average for that skill" }));

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    await waitFor(() => expect(forms).toHaveLength(1));
    const form = forms[0]!;
    expect(form.get('name_columns')).toBe('["Nickname"]');
    expect(form.get('group_column')).toBe('Siblings');
    expect(form.get('request_column')).toBe('Requests');
    expect(form.get('lock_column')).toBeNull();
    expect(form.get('requests_mutual_only')).toBe('false');
    expect(form.get('blank_ratings')).toBe('mean');
    expect(form.get('tier_balance')).toBe('true');
  });

  it('sends nothing while a mapping problem is open', async () => {
    const forms: FormData[] = [];
    server.use(http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => { forms.push(await request.formData()); return HttpResponse.json({ data: balanceResult }); }));
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await upload('Kid,Shooting,Dribbling');

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Fix the columns marked in "Columns in Your File" first.');
    expect(forms).toHaveLength(0);
  });
});
