import Papa from 'papaparse';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { importRegistrations } from '../../people/__tests__/people-support.js';

const t = useTestApp();

const parse = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim(), { skipEmptyLines: true }).data;

async function arrangeFamily() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const csv = ['PlayerID,First Name,Last Name,Birthdate,Parent 1 Email,Parent 1 Mobile Phone Number,Parent Name', 'LA-1,Ana,Ruiz,2016-04-02,ruiz@example.org,555-0101,Rosa Ruiz'].join('\n');
  expect((await importRegistrations(t, admin, division.id, csv)).status).toBe(200);
  // A kept registration column about a parent, as a balancing file saves it.
  await t.db.player.updateMany({ where: { divisionId: division.id }, data: { additionalData: { registration_id: 'LA-1', 'Parent 2 Phone': '555-0199', School: 'Lincoln' } } });
  const download = (query: Record<string, string>) => request(t.app).get('/api/teams/export/').query({ division: division.id, ...query }).set(admin.auth);
  return { download };
}

describe('exports and parents\' contacts', () => {
  it('leaves contacts out unless the admin ticks include_contacts', async () => {
    const a = await arrangeFamily();

    const plain = await a.download({ columns: 'player_full_name,player_additional_data' });
    const teamsnap = await a.download({ format: 'teamsnap' });

    expect(plain.status).toBe(200);
    const [name, data] = parse(plain.text)[1]!;
    expect([name, JSON.parse(data!)]).toEqual(['Ana Ruiz', { registration_id: 'LA-1', School: 'Lincoln' }]);
    expect(plain.text).not.toMatch(/555-0199|ruiz@example/);
    const [header, row] = parse(teamsnap.text);
    expect(row![header!.indexOf('Other phone')]).toBe('');
  });

  it('with include_contacts, exports the family\'s names, emails and phones and the kept contact columns', async () => {
    const a = await arrangeFamily();

    const res = await a.download({ include_contacts: 'true', columns: 'player_full_name,guardian_names,family_emails,family_phones,additional_data.Parent 2 Phone' });
    const teamsnap = await a.download({ format: 'teamsnap', include_contacts: 'true' });

    expect(res.status).toBe(200);
    expect(parse(res.text)).toEqual([
      ['Full Name', 'Parent/Guardian Names', 'Family Emails', 'Family Phones', 'Parent 2 Phone'],
      ['Ana Ruiz', 'Rosa Ruiz', 'ruiz@example.org', '555-0101', '555-0199'],
    ]);
    const [header, row] = parse(teamsnap.text);
    expect(row![header!.indexOf('Other phone')]).toBe('555-0199');
  });

  it('asking for a contact column without include_contacts answers 400 with a sentence', async () => {
    const a = await arrangeFamily();

    const res = await a.download({ columns: 'player_full_name,family_phones' });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/tick Include contacts/);
  });
});
