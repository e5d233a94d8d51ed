import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { balanceRegistrations, type FileReading } from '../balance-registrations.js';
import { balanceTeams } from '../optimizer/index.js';

// Registrations as the division stores them (what Import Registrations writes): ratings on the
// skill's scale (here 0-5), the composite, gender and rules on additional_data.
const record = (name: string, rating: number, data: Record<string, unknown> = {}) => ({
  name, email: null, dateOfBirth: new Date('2016-03-14T00:00:00Z'), heightCm: null, overallSkill: rating * 2, ratings: [{ skillId: 7, rating }], additionalData: data,
});
const records = [
  record('Liam Garcia', 5, { gender: 'M', volunteer: 'Head Coach', parent_name: 'Maria Garcia' }),
  record('Lucas Garcia', 2, { gender: 'M' }),
  record('Emma Stone', 4, { gender: 'F', requests: ['Riley Williams please'] }),
  record('Riley Williams', 3, { gender: 'F', requests: ['with Emma Stone'], region: 'N' }),
  record('Noah Smith', 5, { gender: 'M', volunteer: 'Head Coach', parent_name: 'Dan Smith' }),
  record('Ava Brown', 1, { gender: 'F' }),
];
const choices = {
  number_of_teams: 2, seed: 5, region_mode: 'soft' as const, region_weight: 5, availability_weight: 3, height_weight: 10,
  request_weight: 5, requests_mutual_only: true, request_choices: [], tier_balance: true,
};
const scales = new Map([[7, 5]]);
const households = { playerIds: [1, 2, 3, 4, 5, 6], of: new Map([[1, { id: 9, name: 'Garcia household' }], [2, { id: 9, name: 'Garcia household' }]]) };
const teamOf = (preview: Awaited<ReturnType<typeof balanceRegistrations>>, name: string) => preview.results.findIndex((team) => team.players.some((p) => p.name === name));

describe('balancing registrations: the one pipeline of both Create Teams doors', () => {
  it('reads coaches, households as siblings, mutual requests and measured columns from what the registrations carry', async () => {
    const preview = await balanceRegistrations({ records, scales, warnings: ['a reading warning'], households }, choices, balanceTeams);

    expect(preview.results.map((team) => team.coach_name).sort()).toEqual(['Dan Smith', 'Maria Garcia']);
    expect(teamOf(preview, 'Lucas Garcia')).toBe(teamOf(preview, 'Liam Garcia'));
    expect(preview.summary.groups).toEqual({ count: 1, kept: 1 });
    // Emma and Riley asked for each other in words: found, and kept as one mutual request.
    expect(preview.summary.requests).toMatchObject({ total: 1, mutual_only: true });
    expect(preview.summary.unmatched_requests).toEqual([]);
    expect(preview.summary.region.column_used).toBe('region');
    expect(preview.summary.availability.column_used).toBeNull();
    expect(preview.summary.columns).toMatchObject({ group_column: 'group', volunteer_column: 'volunteer', gender_column: 'gender' });
    expect(preview.summary.warnings).toContain('a reading warning');
    // Shown on 0-10 from the skill's 0-5 scale, to 2 digits as the screens show stored ratings.
    expect(preview.results.flatMap((team) => team.players).find((p) => p.name === 'Ava Brown')!.ratings).toEqual({ 7: 2 });
  });

  it('gives a file\'s drafts the same teams, with the file\'s rows, columns and extra cells beside them', async () => {
    const file: FileReading = {
      rows: records.map((_, i) => ({ row: i + 2, extra: { Shirt: i % 2 ? 'M' : 'L' } })),
      columns: { names: { full: 'Player' }, dob: 'Birth Date', email: null, parentEmail: null, gender: 'Gender', group: null, apart: null, lock: null, request: 'Buddy', school: null, volunteer: 'Volunteer Role', parentName: 'Parent' },
      extraColumns: ['Shirt'],
      unknownGenders: [],
      measured: { region: null, availability: null, height: null },
    };
    const stored = await balanceRegistrations({ records, scales, warnings: [] }, choices, balanceTeams);

    const drafted = await balanceRegistrations({ records, scales, warnings: [], file }, choices, balanceTeams);

    expect(drafted.results.map((team) => team.players.map((p) => p.name))).toEqual(stored.results.map((team) => team.players.map((p) => p.name)));
    expect(drafted.results[0]!.players.map((p) => p.row)).toEqual(stored.results[0]!.players.map((p) => p.row + 1));
    expect(drafted.results.flatMap((team) => team.players).find((p) => p.name === 'Ava Brown')!.additional_data).toEqual({ Shirt: 'M' });
    expect(drafted.summary.columns).toMatchObject({ request_column: 'Buddy', volunteer_column: 'Volunteer Role' });
    // The file chose no region column: Riley's region is not balanced by.
    expect(drafted.summary.region.column_used).toBeNull();
    expect(drafted.summary.additional_columns).toEqual(['Shirt']);
  });

  it('answers 400 naming too few players when there are more teams than registrations', async () => {
    const answer = balanceRegistrations({ records: records.slice(0, 2), scales, warnings: [] }, { ...choices, number_of_teams: 3 }, balanceTeams);

    await expect(answer).rejects.toBeInstanceOf(AppError);
    await expect(answer).rejects.toMatchObject({ status: 400, code: 'not_enough_players' });
  });
});
