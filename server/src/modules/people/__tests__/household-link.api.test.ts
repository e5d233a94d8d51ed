import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, type TestUser } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { maxHouseholdSize } from '../read-registrations.js';

const t = useTestApp();

/** A league with players who are not linked to anyone yet; answers their participant ids by name. */
async function arrangePeople(names: string[]) {
  const admin = await createAdminInNewLeague(t.db);
  const season = await createSeason(t.db, admin.leagueId);
  const division = await createDivision(t.db, admin.leagueId, { seasonId: season.id });
  const ids: Record<string, number> = {};
  for (const [i, name] of names.entries()) ids[name] = (await createPlayer(t.db, division, { name, dateOfBirth: new Date(Date.UTC(2015, 0, 1 + i)) })).participantId!;
  return { admin, ids };
}

const link = (admin: TestUser, id: number, body: unknown) => request(t.app).post(`/api/participants/${id}/household/`).set(admin.auth).send(body as object);
const householdOf = async (id: number) => (await t.db.participant.findUniqueOrThrow({ where: { id } })).householdId;

describe('POST /api/participants/{id}/household/ (the admin confirms two children are one family)', () => {
  it('when neither has a household, both join a new one named after the sibling\'s last name', async () => {
    const { admin, ids } = await arrangePeople(['Ana Ruiz', 'Luis Ruiz']);

    const res = await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });

    expect(res.status).toBe(200);
    expect(res.body.household).toMatchObject({ name: 'Ruiz household', members: [{ id: ids['Ana Ruiz'], name: 'Ana Ruiz' }, { id: ids['Luis Ruiz'], name: 'Luis Ruiz' }] });
  });

  it('when the sibling has a household, the child joins it and an old household left empty is dropped', async () => {
    const { admin, ids } = await arrangePeople(['Ana Ruiz', 'Luis Ruiz', 'Eva Ruiz']);
    await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });
    const lone = await t.db.household.create({ data: { leagueId: admin.leagueId, name: 'Eva alone' } });
    await t.db.participant.update({ where: { id: ids['Eva Ruiz'] }, data: { householdId: lone.id } });

    const res = await link(admin, ids['Eva Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });

    expect(res.status).toBe(200);
    expect(res.body.household.members).toHaveLength(3);
    expect(await householdOf(ids['Eva Ruiz']!)).toBe(await householdOf(ids['Ana Ruiz']!));
    expect(await t.db.household.findUnique({ where: { id: lone.id } })).toBeNull();
  });

  it('when only the child has a family, the sibling joins it and the family stays whole', async () => {
    const { admin, ids } = await arrangePeople(['Ana Ruiz', 'Luis Ruiz', 'Eva Ruiz']);
    await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });
    const family = await householdOf(ids['Ana Ruiz']!);

    const res = await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Eva Ruiz'] });

    expect(res.status).toBe(200);
    expect(res.body.household.members.map((m: { name: string }) => m.name)).toEqual(['Ana Ruiz', 'Luis Ruiz', 'Eva Ruiz']);
    expect(await householdOf(ids['Eva Ruiz']!)).toBe(family);
  });

  it('when they already share a household, linking again changes nothing', async () => {
    const { admin, ids } = await arrangePeople(['Ana Ruiz', 'Luis Ruiz']);
    await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });
    const before = await householdOf(ids['Ana Ruiz']!);

    const res = await link(admin, ids['Luis Ruiz']!, { with_participant_id: ids['Ana Ruiz'] });

    expect(res.status).toBe(200);
    expect(await householdOf(ids['Luis Ruiz']!)).toBe(before);
    expect(await t.db.household.count({ where: { leagueId: admin.leagueId } })).toBe(1);
  });

  it(`refuses a household that would hold more than ${maxHouseholdSize} people, and writes nothing`, async () => {
    const names = Array.from({ length: maxHouseholdSize + 1 }, (_, i) => `Kid${String.fromCharCode(65 + i)} Big`);
    const { admin, ids } = await arrangePeople(names);
    const full = await t.db.household.create({ data: { leagueId: admin.leagueId, name: 'Big household' } });
    await t.db.participant.updateMany({ where: { id: { in: names.slice(0, maxHouseholdSize).map((n) => ids[n]!) } }, data: { householdId: full.id } });

    const res = await link(admin, ids[names.at(-1)!]!, { with_participant_id: ids[names[0]!] });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`${names[0]}'s household already has ${maxHouseholdSize} people; a household holds at most ${maxHouseholdSize}. Check that these children are one family.`);
    expect(await householdOf(ids[names.at(-1)!]!)).toBeNull();
  });

  it('answers 400 with a sentence for a missing id or the child itself, writing nothing', async () => {
    const { admin, ids } = await arrangePeople(['Ana Ruiz']);

    const missing = await link(admin, ids['Ana Ruiz']!, {});
    const self = await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Ana Ruiz'] });

    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/with_participant_id must be the id of the brother or sister/);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('A player cannot be linked with themselves: choose their brother or sister.');
    expect(await t.db.household.count({ where: { leagueId: admin.leagueId } })).toBe(0);
  });

  it('answers 404 for another league\'s child or sibling, and links nobody', async () => {
    const ours = await arrangePeople(['Ana Ruiz']);
    const theirs = await arrangePeople(['Luis Ruiz']);

    const theirSibling = await link(ours.admin, ours.ids['Ana Ruiz']!, { with_participant_id: theirs.ids['Luis Ruiz'] });
    const theirChild = await link(ours.admin, theirs.ids['Luis Ruiz']!, { with_participant_id: ours.ids['Ana Ruiz'] });

    expect(theirSibling.status).toBe(404);
    expect(theirChild.status).toBe(404);
    expect(await householdOf(ours.ids['Ana Ruiz']!)).toBeNull();
    expect(await householdOf(theirs.ids['Luis Ruiz']!)).toBeNull();
  });
});

describe('DELETE /api/participants/{id}/household/', () => {
  it('takes the child out of the family; the others stay together', async () => {
    const { admin, ids } = await arrangePeople(['Ana Ruiz', 'Luis Ruiz', 'Eva Ruiz']);
    await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });
    await link(admin, ids['Eva Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });

    const res = await request(t.app).delete(`/api/participants/${ids['Eva Ruiz']}/household/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.household).toBeNull();
    expect(await householdOf(ids['Ana Ruiz']!)).toBe(await householdOf(ids['Luis Ruiz']!));
    expect(await householdOf(ids['Ana Ruiz']!)).not.toBeNull();
  });

  it('answers 404 for another league\'s child', async () => {
    const ours = await arrangePeople(['Ana Ruiz', 'Luis Ruiz']);
    await link(ours.admin, ours.ids['Ana Ruiz']!, { with_participant_id: ours.ids['Luis Ruiz'] });
    const stranger = await createAdminInNewLeague(t.db);

    const res = await request(t.app).delete(`/api/participants/${ours.ids['Ana Ruiz']}/household/`).set(stranger.auth);

    expect(res.status).toBe(404);
    expect(await householdOf(ours.ids['Ana Ruiz']!)).not.toBeNull();
  });
});

describe('GET /api/participants/?search=', () => {
  it('finds the league\'s people by part of the name, any case, with their household\'s size', async () => {
    const { admin, ids } = await arrangePeople(['Ana Ruiz', 'Luis Ruiz', 'Mia Park']);
    await link(admin, ids['Ana Ruiz']!, { with_participant_id: ids['Luis Ruiz'] });
    await arrangePeople(['Rita Ruiz']);

    const res = await request(t.app).get('/api/participants/').query({ search: 'ruiz' }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.results.map((p: { name: string; household: { size: number } | null }) => [p.name, p.household?.size])).toEqual([
      ['Ana Ruiz', 2],
      ['Luis Ruiz', 2],
    ]);
  });

  it('answers 400 with a sentence for a search shorter than two letters', async () => {
    const { admin } = await arrangePeople([]);

    const res = await request(t.app).get('/api/participants/').query({ search: ' a ' }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Type at least 2 letters/);
  });
});
