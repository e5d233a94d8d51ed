import Papa from 'papaparse';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { importRegistrations } from '../../people/__tests__/people-support.js';

const t = useTestApp();

const parse = (text: string) => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;

// Siblings share a family name column; the carpool comes from the export's own column.
const registrations = [
  'First Name,Last Name,Birthdate,Family Name,Carpool',
  'Ana,Ruiz,2016-04-02,Ruiz family,',
  'Luis,Ruiz,2017-09-30,Ruiz family,',
  'Mia,Park,2016-03-07,Park family,North car',
  'Bo,Diaz,2016-06-01,Diaz family,',
].join('\n');

describe('GET /api/teams/export/ Group column', () => {
  it("fills each player's sibling or carpool group: the file's group, else the household of two or more children", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId, { name: 'U10' });
    const imported = await importRegistrations(t, admin, division.id, registrations, { household_column: 'Family Name', group_column: 'Carpool' });
    expect(imported.status).toBe(200);

    const res = await request(t.app).get('/api/teams/export/').query({ division: division.id, scope: 'players', columns: 'player_full_name,player_group' }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(parse(res.text)).toEqual([
      ['Full Name', 'Group'],
      ['Ana Ruiz', 'Ruiz family'],
      ['Bo Diaz', ''],
      ['Luis Ruiz', 'Ruiz family'],
      ['Mia Park', 'North car'],
    ]);
  });
});
