import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PlayerDto } from '@league/contract';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSeason, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { importRegistrations } from '../../people/__tests__/people-support.js';

const t = useTestApp();

const lastSeason = [
  'PlayerID,First Name,Last Name,Birthdate,Parent 1 Email',
  'LA-1,Ana,Ruiz,2016-04-02,ruiz@example.org',
  'LA-2,Luis,Ruiz,2017-09-30,ruiz@example.org',
  'LA-3,Mia,Park,2016-03-07,park@example.org',
].join('\n');
// This season: the Ruiz siblings come back (Ana with a rating), Noor is new.
const thisSeason = [
  'PlayerID,First Name,Last Name,Birthdate,Parent 1 Email,Shooting',
  'LA-1,Ana,Ruiz,2016-04-02,ruiz@example.org,7',
  'LA-2,Luis,Ruiz,2017-09-30,ruiz@example.org,',
  'LA-9,Noor,Khan,2016-11-11,khan@example.org,',
].join('\n');

/** Two seasons of one league: last autumn's U10 and this autumn's, each imported from its export. */
async function arrangeTwoSeasons() {
  const admin = await createAdminInNewLeague(t.db);
  const before = await createSeason(t.db, admin.leagueId, { name: 'Fall 2025' });
  await t.db.season.update({ where: { id: before.id }, data: { startDate: new Date('2025-09-01'), year: 2025 } });
  const old = await createDivision(t.db, admin.leagueId, { seasonId: before.id, name: 'U10' });
  const division = await createDivision(t.db, admin.leagueId, { name: 'U10' });
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', normalizationFactor: 10 });
  expect((await importRegistrations(t, admin, old.id, lastSeason)).status).toBe(200);
  expect((await importRegistrations(t, admin, division.id, thisSeason, { skill_mapping: JSON.stringify({ [shooting.id]: 'Shooting' }) })).status).toBe(200);
  const list = (query: Record<string, string>) => request(t.app).get('/api/players/').query({ division: division.id, ...query }).set(admin.auth);
  return { admin, division, list };
}

const names = (body: { results: PlayerDto[] }) => body.results.map((p) => p.name).sort();

describe('GET /api/players/ filters of people across seasons', () => {
  it('lists returning players (registered in an earlier season) and new ones apart', async () => {
    const a = await arrangeTwoSeasons();

    const returning = await a.list({ history: 'returning' });
    const fresh = await a.list({ history: 'new' });

    expect(returning.status).toBe(200);
    expect(names(returning.body)).toEqual(['Ana Ruiz', 'Luis Ruiz']);
    expect(names(fresh.body)).toEqual(['Noor Khan']);
  });

  it('lists players without a rating for some skill, and players with a sibling registered in the division', async () => {
    const a = await arrangeTwoSeasons();

    const unrated = await a.list({ missing_ratings: 'true' });
    const siblings = await a.list({ household: 'true' });

    expect(names(unrated.body)).toEqual(['Luis Ruiz', 'Noor Khan']);
    expect(names(siblings.body)).toEqual(['Ana Ruiz', 'Luis Ruiz']);
  });

  it('keeps paging: count is every match, the page holds page_size', async () => {
    const a = await arrangeTwoSeasons();

    const res = await a.list({ history: 'returning', page_size: '1', page: '2' });

    expect(res.body.count).toBe(2);
    expect(res.body.results).toHaveLength(1);
  });

  it('tells each player who they are across seasons: household, seasons played, returning, missing ratings', async () => {
    const a = await arrangeTwoSeasons();

    const res = await a.list({});
    const ana = (res.body.results as PlayerDto[]).find((p) => p.name === 'Ana Ruiz')!;
    const own = await request(t.app).get(`/api/players/${ana.id}/`).set(a.admin.auth);

    expect(ana.people).toMatchObject({ returning: true, seasons_played: 2, missing_ratings: false, household: { name: expect.stringMatching(/Ruiz/), registered_here: 2 } });
    expect(own.body.people).toEqual(ana.people);
    expect((res.body.results as PlayerDto[]).find((p) => p.name === 'Noor Khan')!.people).toMatchObject({ returning: false, seasons_played: 1, missing_ratings: true, household: { registered_here: 1 } });
  });

  it('answers 400 with a sentence for an unknown history', async () => {
    const a = await arrangeTwoSeasons();

    const res = await a.list({ history: 'old' });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/history must be returning or new/);
  });
});
