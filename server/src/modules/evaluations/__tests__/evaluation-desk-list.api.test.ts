import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { importRegistrations } from '../../people/__tests__/people-support.js';

const t = useTestApp();

// A blended family (two surnames, one household) and a child on their own.
const registrations = [
  'PlayerID,First Name,Last Name,Birthdate,Family Name,Shooting',
  'D-1,Ana,Ruiz,2016-04-02,Sunrise Street family,3',
  'D-2,Leo,Park,2017-09-30,Sunrise Street family,4',
  'D-3,Mia,Khan,2016-03-07,,2',
].join('\n');

async function arrangeDesk() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  await createSkill(t.db, division.id, { name: 'Shooting' });
  expect((await importRegistrations(t, admin, division.id, registrations)).status).toBe(200);
  const event = await request(t.app).post('/api/evaluations/').set(admin.auth).send({ division_id: division.id, name: 'Desk day' });
  const desk = (search?: string) => request(t.app).get(`/api/evaluations/${event.body.id}/players/`).query(search ? { search } : {}).set(admin.auth);
  return { admin, eventId: event.body.id as number, desk };
}

describe("the check-in desk's list", () => {
  it("gives every child of the division with the household's name, and the bib once checked in", async () => {
    const a = await arrangeDesk();
    const ana = (await a.desk()).body.results.find((p: { name: string }) => p.name === 'Ana Ruiz');
    await request(t.app).post(`/api/evaluations/${a.eventId}/check_in/`).set(a.admin.auth).send({ player_id: ana.player_id });

    const list = await a.desk();

    expect(list.status).toBe(200);
    expect(list.body.results.map((p: { name: string; household: string | null; bib: number | null }) => [p.name, p.household, p.bib])).toEqual([
      // The import keeps a household's name as the file writes it.
      ['Ana Ruiz', 'Sunrise Street family', 1],
      ['Leo Park', 'Sunrise Street family', null],
      ['Mia Khan', null, null],
    ]);
  });

  it("when searched by the household's name, finds both children of a family with two surnames", async () => {
    const a = await arrangeDesk();

    const found = await a.desk('sunrise');

    expect(found.body.results.map((p: { name: string }) => p.name)).toEqual(['Ana Ruiz', 'Leo Park']);
    expect((await a.desk('khan')).body.results.map((p: { name: string }) => p.name)).toEqual(['Mia Khan']);
  });
});
