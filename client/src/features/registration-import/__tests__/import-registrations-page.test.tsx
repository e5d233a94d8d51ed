import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPlayersResultDto, ImportRowDto } from '@league/contract';
import { ImportRegistrationsPage } from '@/features/registration-import/components/import-registrations-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const row = (n: number, status: ImportRowDto['status'], extra: Partial<ImportRowDto> = {}): ImportRowDto => ({
  row: n, status, name: `Player ${n}`, date_of_birth: '2016-04-02', registration_id: null, participant_id: null, player_id: null, changes: [], household: null, candidates: [], problems: [], ...extra,
});

function preview(rows: ImportRowDto[], summary: Partial<ImportPlayersResultDto['summary']> = {}, withdrawals: ImportPlayersResultDto['withdrawals'] = [], columns: ImportPlayersResultDto['columns'] = []): ImportPlayersResultDto {
  const count = (status: ImportRowDto['status']) => rows.filter((r) => r.status === status).length;
  return {
    dry_run: true, written: false, withdrawals, withdrawals_removed: 0, columns,
    summary: { new: count('new'), returning: count('returning'), possible_matches: count('possible_match'), problems: count('problem'), withdrawn: withdrawals.length, registered: count('registered'), ...summary },
    rows,
  };
}

const nearAna = row(5, 'possible_match', { name: 'Anna Ruiz', candidates: [{ participant_id: 101, name: 'Ana Ruiz', date_of_birth: '2016-04-02', registration_id: 'LA-1', reason: 'typo' }] });
const nearBo = row(7, 'possible_match', { name: 'Bo Diaz', candidates: [{ participant_id: 102, name: 'Bo Diaz', date_of_birth: '2016-02-04', registration_id: null, reason: 'swapped_day_month' }] });

/** Every import request's multipart fields, in order. */
function answerImport(answers: ImportPlayersResultDto[]) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [{ id: 3, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: 7, is_active: true }] })),
    http.get(apiUrl('/divisions/'), () =>
      HttpResponse.json({ count: 1, results: [{ id: 11, name: 'U10', season: 3, season_name: 'Fall 2026', min_age: 8, max_age: 10, description: '', league: 7, households_as_groups: true }] }),
    ),
    http.get(apiUrl('/skills/'), () => HttpResponse.json({ count: 0, results: [] })),
    http.post(apiUrl('/players/import/'), async ({ request }) => {
      const form = await request.formData();
      sent.push(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file').map(([k, v]) => [k, String(v)])));
      return HttpResponse.json(answers[Math.min(sent.length - 1, answers.length - 1)]);
    }),
  );
  return sent;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function chooseExport(header = 'PlayerID,First Name,Last Name,Birthdate') {
  renderWithProviders(<ImportRegistrationsPage />);
  await choose(/^Season/, 'Fall 2026');
  await choose(/^Division/, 'U10');
  const file = new File([`${header}\nLA-1,Ana,Ruiz,2016-04-02\n`], 'export.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText(/Registration export/), { target: { files: [file] } });
}

async function uploadAndCheck(header?: string) {
  await chooseExport(header);
  await userEvent.click(await screen.findByRole('button', { name: 'Check the File' }));
}

// A LeagueApps export's header as leagues have it (issue 37).
const leagueAppsHeader = 'Registration ID,Participant First Name,Participant Last Name,Participant Birth Date,Gender,Parent/Guardian 1 First Name,Parent/Guardian 1 Last Name,Parent/Guardian 1 Email,Volunteer Role,Buddy Request';

describe('Import Registrations', () => {
  it('previews the export before anything is written: counts in words, then each row to look at', async () => {
    const rows = [row(2, 'new'), row(3, 'returning', { name: 'Mia Park' }), nearAna, row(6, 'problem', { problems: ['Row 6: the date of birth 2031-01-01 is in the future.'] })];
    const sent = answerImport([preview(rows, { new: 48, returning: 40, possible_matches: 3, problems: 2 }, [{ player_id: 9, participant_id: 19, name: 'Zoe Old' }])]);

    await uploadAndCheck();

    expect(await screen.findByText('48 new, 40 returning, 3 possible matches to confirm, 2 rows with problems, 1 withdrawn.')).toBeInTheDocument();
    expect(screen.getByText('Row 6: the date of birth 2031-01-01 is in the future.')).toBeInTheDocument();
    expect(screen.getByText('Zoe Old')).toBeInTheDocument();
    expect(screen.getByText("Mia Park, born 2016-04-02: no earlier rating for this division's skills")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
    expect(sent[0]).toMatchObject({ division_id: '11', dry_run: 'true', name_columns: JSON.stringify(['First Name', 'Last Name']), dob_column: 'Birthdate' });
  });

  it('shows each returning player with the ratings last season gave them, and how many bring ratings', async () => {
    const description = 'coach rating, Fall 2025, U10, age 9';
    const carried = [
      { skill_name: 'Shooting', rating: 7, display_rating: 7, description },
      { skill_name: 'Defense', rating: 6.5, display_rating: 6.5, description },
    ];
    answerImport([preview([row(3, 'returning', { name: 'Mia Park', carried_ratings: carried }), row(4, 'new')], { bringing_ratings: 1 })]);

    await uploadAndCheck();

    const returning = await screen.findByRole('region', { name: 'Returning players (1)' });
    expect(within(returning).getByText('Mia Park, born 2016-04-02: Shooting 7.0, Defense 6.5 of 10 (coach rating, Fall 2025, U10, age 9)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("1 returning player bringing last season's ratings");
  });

  it('sends the admin\'s answer to each possible match, confirmed and rejected, and the confirmed withdrawals', async () => {
    const rows = [row(2, 'new'), nearAna, nearBo];
    const withdrawn = [{ player_id: 9, participant_id: 19, name: 'Zoe Old' }];
    const sent = answerImport([preview(rows, {}, withdrawn), { ...preview(rows, {}, withdrawn), dry_run: false, written: true, withdrawals_removed: 1 }]);
    await uploadAndCheck();

    await userEvent.click(await screen.findByRole('radio', { name: /Same player as Ana Ruiz/ }));
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: /^Row 7: Bo Diaz/ })).getByRole('radio', { name: 'A different, new player' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remove this player from the division' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 players' }));

    expect(await screen.findByRole('link', { name: 'View the players' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Place new players' })).toHaveAttribute('href', '/dashboard/edit-teams?season=3&division=11');
    expect(screen.getByRole('status')).toHaveTextContent('Imported: 1 player registered (1 new, 0 returning), 1 withdrawn player removed.');
    expect(sent[1]).toMatchObject({ dry_run: 'false', confirm_withdrawals: 'true' });
    expect(JSON.parse(sent[1]!.match_decisions!)).toEqual({ 5: 101, 7: 'new' });
  });

  it('after importing an export again (with its ratings), counts the players already registered that it updated', async () => {
    const rows = [row(2, 'registered', { player_id: 21 }), row(3, 'registered', { player_id: 22 })];
    answerImport([preview(rows), { ...preview(rows), dry_run: false, written: true }]);
    await uploadAndCheck();

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 players' }));

    await screen.findByRole('link', { name: 'View the players' });
    expect(screen.getByRole('status')).toHaveTextContent('Imported: 2 players registered (0 new, 0 returning, 2 already registered here and updated).');
  });

  it('accepts every suggested match in one click, keeps the evidence per row, and undoes one row into a new player', async () => {
    const twins = row(9, 'possible_match', {
      name: 'Sam Lee',
      candidates: [
        { participant_id: 201, name: 'Sam Lee', date_of_birth: '2016-04-02', registration_id: null, reason: 'same_name_and_birthday_twice' },
        { participant_id: 202, name: 'Sam Lee', date_of_birth: '2016-04-02', registration_id: null, reason: 'same_name_and_birthday_twice' },
      ],
    });
    const rows = [row(2, 'new'), nearAna, nearBo, twins];
    const sent = answerImport([preview(rows), { ...preview(rows), dry_run: false, written: true }]);
    await uploadAndCheck();

    await userEvent.click(await screen.findByRole('button', { name: 'Accept all suggested matches (2)' }));

    expect(screen.getByRole('radio', { name: /Same player as Ana Ruiz, born 2016-04-02 \(name spelled almost the same/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Same player as Bo Diaz, born 2016-02-04 \(same name, birthday with day and month swapped\)/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Accept all suggested matches (0)' })).toBeDisabled();
    expect(screen.getByText('1 row with two possible people of the same name and birthday stays for you to answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Undo row 7: import Bo Diaz as a new player, not Bo Diaz' }));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: /^Row 9: Sam Lee/ })).getAllByRole('radio')[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 players' }));

    await screen.findByRole('link', { name: 'View the players' });
    expect(JSON.parse(sent[1]!.match_decisions!)).toEqual({ 5: 101, 7: 'new', 9: 202 });
  });

  it('guesses the export\'s own headers, says which it guessed, and sends them', async () => {
    const sent = answerImport([preview([row(2, 'new')])]);

    await chooseExport(leagueAppsHeader);

    const columns = await screen.findByRole('region', { name: 'Columns in Your File' });
    expect(within(columns).getByText(/We guessed 8 columns from their headers/)).toHaveTextContent('Date of birth from "Participant Birth Date"');
    expect(within(columns).getByText(/We guessed 8 columns/)).toHaveTextContent('Parent volunteering to coach from "Volunteer Role"');
    await userEvent.click(screen.getByRole('button', { name: 'Check the File' }));
    await screen.findByRole('status');
    expect(sent[0]).toMatchObject({
      name_columns: JSON.stringify(['Participant First Name', 'Participant Last Name']),
      dob_column: 'Participant Birth Date',
      parent_email_column: 'Parent/Guardian 1 Email',
      guardian_name_columns: JSON.stringify(['Parent/Guardian 1 First Name', 'Parent/Guardian 1 Last Name']),
      volunteer_column: 'Volunteer Role',
      request_column: 'Buddy Request',
      registration_id_column: 'Registration ID',
    });
  });

  it('shows the columns read, which were guessed, and the coaches and friend requests Create Teams will keep', async () => {
    const rules = { parent_name: null, requests: [], group: null, apart: null, lock: null, region: null, unavailable_days: [], height_cm: null, school: null };
    const rows = [
      row(2, 'new', { name: 'Liam Garcia', rules: { ...rules, volunteer: 'head', parent_name: 'Maria Garcia', requests: ['Emma Stone please'] } }),
      row(3, 'new', { name: 'Emma Stone', rules: { ...rules, volunteer: 'assistant', parent_name: 'Ann Stone' } }),
      row(4, 'new', { name: 'Zoe King', rules: { ...rules, volunteer: null, requests: ['Riley Williams!'] } }),
    ];
    const columns = [
      { role: 'dob_column', label: 'Date of birth', column: 'Participant Birth Date' },
      { role: 'lock_column', label: 'Team the player must be on', column: 'Team' },
    ];
    answerImport([preview(rows, {}, [], columns)]);
    await chooseExport(leagueAppsHeader);

    await userEvent.click(await screen.findByRole('button', { name: 'Check the File' }));

    const read = await screen.findByRole('region', { name: 'Columns read (2)' });
    expect(within(read).getByText('Date of birth: "Participant Birth Date" (guessed from the header)')).toBeInTheDocument();
    expect(within(read).getByText('Team the player must be on: "Team"')).toBeInTheDocument();
    const coaches = screen.getByRole('region', { name: 'Coaches and requests for Create Teams' });
    expect(within(coaches).getByText(/2 parents volunteering to coach, 2 players with friend requests/)).toBeInTheDocument();
    expect(within(coaches).getByText('Head coach: Maria Garcia (parent of Liam Garcia)')).toBeInTheDocument();
    expect(within(coaches).getByText('Assistant coach: Ann Stone (parent of Emma Stone)')).toBeInTheDocument();
    expect(within(coaches).getByText('Zoe King asked for: Riley Williams!')).toBeInTheDocument();
  });
});
