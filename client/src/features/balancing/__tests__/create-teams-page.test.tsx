import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, csvFile, listHandlers, ownHeaderRead, storedUser } from './balancing-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
});

async function chooseOption(label: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function pickDivision() {
  await chooseOption('Season', '2026 Fall Season');
  await chooseOption('Division', 'U12 Mixed');
  await screen.findByRole('table', { name: 'Division skills' });
}

async function uploadCsv(file = csvFile()) {
  await userEvent.upload(screen.getByLabelText('Player CSV File'), file);
  await screen.findByText(ownHeaderRead);
}

/** Captures each multipart request the page sends to the balancer. */
function captureBalanceRequests() {
  const forms: FormData[] = [];
  server.use(
    http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => {
      forms.push(await request.formData());
      return HttpResponse.json({ data: balanceResult });
    }),
  );
  return forms;
}

describe('CreateTeamsPage', () => {
  it('rejects a file that is not a CSV', async () => {
    renderWithProviders(<CreateTeamsPage />);
    const input = screen.getByLabelText('Player CSV File');

    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));

    expect(await screen.findByText('Please select a valid CSV file.')).toBeInTheDocument();
  });

  it('asks for a CSV file before balancing', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Upload a CSV file first.');
  });

  it('maps skills to same-named CSV columns regardless of case', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();

    await uploadCsv();

    expect(screen.getByRole('combobox', { name: 'Shooting column' })).toHaveTextContent('shooting');
    expect(screen.getByRole('combobox', { name: 'Dribbling column' })).toHaveTextContent('DRIBBLING');
  });

  it('refuses to balance while a selected skill has no column', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await uploadCsv(csvFile('Name,shooting,Region'));

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All selected skills must have a CSV column mapped.');

    // Unticking the unmapped skill lifts the rule.
    const forms = captureBalanceRequests();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use Dribbling' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(JSON.parse(String(forms[0]!.get('selected_skills')))).toEqual([11]);
  });

  it.each([
    ['1', 'Number of teams must be between 2 and 20.'],
    ['21', 'Number of teams must be between 2 and 20.'],
  ])('rejects %s teams', async (count, message) => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await uploadCsv();
    const field = screen.getByLabelText('Number of Teams');
    await userEvent.clear(field);
    await userEvent.type(field, count);

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('requires a column once availability grouping or height balancing is on', async () => {
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await uploadCsv(csvFile('Name,shooting,DRIBBLING,Notes,Size'));

    await userEvent.click(screen.getByRole('switch', { name: 'Group by practice availability' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Select the CSV column that lists players' practice conflicts.");

    await chooseOption('Practice Conflicts CSV Column', 'Notes');
    await userEvent.click(screen.getByRole('switch', { name: 'Balance team heights' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select the CSV column that contains player heights.');
  });

  it('sends the mapping and options as a multipart form and shows the preview with its summary', async () => {
    const forms = captureBalanceRequests();
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await uploadCsv();
    expect(screen.getByRole('combobox', { name: 'Region CSV Column' })).toHaveTextContent('Region');

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    expect(await screen.findByText('Preview ready: 2 teams. Save to keep them.')).toBeInTheDocument();
    const form = forms[0]!;
    expect(form.get('file')).toMatchObject({ type: 'text/csv', size: csvFile().size });
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      league_id: '7',
      division_id: '5',
      number_of_teams: '2',
      skill_mapping: JSON.stringify({ 11: 'shooting', 12: 'DRIBBLING' }),
      selected_skills: '[11,12]',
      region_column: 'Region',
      region_mode: 'soft',
      region_weight: '5',
      name_columns: '["Name"]',
      email_column: 'Email',
      request_weight: '5',
      requests_mutual_only: 'true',
      tier_balance: 'true',
      blank_ratings: 'error',
    });
    const team1 = screen.getByRole('region', { name: 'Team 1' });
    expect(within(team1).getByText('Composite total: 21.50 · 2 players')).toBeInTheDocument();
    const avaRow = within(team1).getByRole('row', { name: /Ava Chen/ });
    expect(avaRow).toHaveTextContent('7.25');
    expect(avaRow).toHaveTextContent('Monday, Wednesday');
    expect(avaRow).toHaveTextContent('North');
    expect(screen.getByText('Gap between team totals (sums of overall skill): 0.50')).toBeInTheDocument();
    expect(screen.getByText('Shuffle number: 4242')).toBeInTheDocument();
    expect(screen.getByText('Region penalty (soft, weight 5): 3')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Team composite totals' })).toBeInTheDocument();
  });

  it("shows the server's error sentence when balancing fails", async () => {
    server.use(http.post(apiUrl('/players/balanced_teams/'), () => HttpResponse.json({ error: 'Row 3: "shooting" is not a number.' }, { status: 400 })));
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await uploadCsv();

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Row 3: "shooting" is not a number.');
  });

  it('falls back to the generic error when the server gives no reason', async () => {
    server.use(http.post(apiUrl('/players/balanced_teams/'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await uploadCsv();

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating teams. Please check your inputs and try again.');
  });

  it('Reshuffle is only offered after a result and sends a fresh seed', async () => {
    const forms = captureBalanceRequests();
    renderWithProviders(<CreateTeamsPage />);
    await pickDivision();
    await uploadCsv();
    expect(screen.getByRole('button', { name: 'Reshuffle' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
    await screen.findByText('Preview ready: 2 teams. Save to keep them.');
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Reshuffle' }));

    await waitFor(() => expect(forms).toHaveLength(2));
    expect(forms[0]!.get('seed')).toBeNull();
    expect(Number(forms[1]!.get('seed'))).toBeGreaterThanOrEqual(before);
  });
});
