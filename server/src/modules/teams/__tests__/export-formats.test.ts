import Papa from 'papaparse';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

const t = useTestApp();

const parse = (text: string) => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;

const registration = {
  gender: 'F',
  School: 'Lincoln Elementary',
  Grade: '4',
  'Uniform Size Selection': 'YM',
  Address: '12 Elm St',
  City: 'Springfield',
  State: 'IL',
  Zip: '62701',
  'Parent 1 Mobile Phone Number': '555-0100',
  'Home Phone': '555-0199',
  'Address 2': 'Apt 4',
};

async function arrangeRoster() {
  const league = await arrangeLeague(t.db);
  await league.addPlayer('Mary Ann Lee', 5, league.teamA.id, { dateOfBirth: new Date('2014-02-03'), additionalData: registration });
  return league;
}

const exportOf = (league: Awaited<ReturnType<typeof arrangeLeague>>, query: Record<string, string>) =>
  request(t.app).get('/api/teams/export/').query({ division: league.division.id, ...query }).set(league.admin.auth);

describe('roster exports in other systems’ import formats', () => {
  it('writes a TeamSnap roster with its exact headers, filled from the player and what the registration file brought', async () => {
    const league = await arrangeRoster();
    await t.db.player.updateMany({ where: { divisionId: league.division.id }, data: { email: 'lee@example.com' } });

    // Phones are parents' contacts: exported only when the admin ticks them (decision 0047).
    const res = await exportOf(league, { format: 'teamsnap', include_contacts: 'true' });

    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="teamsnap_roster_division-/);
    expect(parse(res.text)).toEqual([
      ['First Name', 'Last Name', 'Gender', 'Birthdate', 'Mobile phone', 'Other phone', 'Street', 'Street Line Two', 'City', 'State/Province/County', 'Postal code', 'Jersey #', 'Position', 'School', 'Shirt size', 'Role label', 'Is Coach', 'Is Non-Player', 'Email', 'Division', 'Team'],
      ['Mary', 'Ann Lee', 'Female', '02/03/2014', '555-0100', '555-0199', '12 Elm St', 'Apt 4', 'Springfield', 'IL', '62701', '', '', 'Lincoln Elementary', 'YM', '', 'No', 'No', 'lee@example.com', league.division.name, 'Alpha'],
    ]);
  });

  it('writes a SportsEngine roster with its exact headers, dates as YYYY/MM/DD and genders spelled out', async () => {
    const league = await arrangeRoster();
    await t.db.player.updateMany({ where: { divisionId: league.division.id }, data: { email: 'lee@example.com' } });

    const res = await exportOf(league, { format: 'sportsengine' });

    expect(res.status).toBe(200);
    expect(parse(res.text)).toEqual([
      ['Team Name', 'Team Role', 'First Name', 'Middle Name', 'Last Name', 'Suffix', 'Email', 'Date of Birth', 'Gender', 'Address', 'City', 'State', 'Postal Code', 'Country', 'Grade', 'Jersey Number'],
      ['Alpha', 'Player', 'Mary', '', 'Ann Lee', '', 'lee@example.com', '2014/02/03', 'Female', '12 Elm St', 'Springfield', 'IL', '62701', '', '4', ''],
    ]);
  });

  it('neutralises spreadsheet formulas in the other systems’ files too', async () => {
    const league = await arrangeLeague(t.db);
    await league.addPlayer('=cmd Evil', 5, league.teamA.id, { additionalData: { School: '+SUM(A1)' } });

    const res = await exportOf(league, { format: 'teamsnap' });

    const row = parse(res.text)[1]!;
    expect(row[0]).toBe("'=cmd");
    expect(row[13]).toBe("'+SUM(A1)");
  });

  it('exports region and unavailable practice days as their own columns in the custom format', async () => {
    const league = await arrangeLeague(t.db);
    await league.addPlayer('Pat Poe', 5, league.teamA.id, { additionalData: { region: 'n', unavailable_days: ['mon', 'wed'] } });
    await league.addPlayer('Cher', 5, null);

    const res = await exportOf(league, { format: 'custom', columns: 'player_full_name,player_region,player_unavailable_days' });

    expect(res.status).toBe(200);
    expect(parse(res.text)).toEqual([
      ['Full Name', 'Region', 'Unavailable Days'],
      ['Pat Poe', 'North', 'Monday; Wednesday'],
      ['Cher', '', ''],
    ]);
  });

  it.each([
    [{ format: 'teamsnap', scope: 'teams' }, 'TeamSnap and SportsEngine files are player rosters: export players to get one.'],
    [{ format: 'excel' }, 'Format must be custom, teamsnap or sportsengine.'],
  ])('when the format cannot be written (%o), answers 400 with the reason', async (query, message) => {
    const league = await arrangeLeague(t.db);

    const res = await exportOf(league, query);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});
