import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { recordRatings } from '../record-ratings.js';
import { arrangeLeague, importExport, type League } from './arrange-seasons.js';

const t = useTestApp();

const names = ['Ana Ruiz', 'Ben Ode', 'Cy Hart', 'Dee Moss', 'Eli Park', 'Fay Quinn', 'Gus Vale', 'Hana Wu', 'Ivo Tan', 'Jo Reyes', 'Kai Blum', 'Lu Ngata', 'Mo Ferro'];
let next = 0;
/** Different people (names and birth years far apart), so no row is a near match of another. */
const exportOf = (prefix: string, count: number) =>
  ['PlayerID,Name,Birthdate', ...Array.from({ length: count }, (_, i) => `${prefix}-${i},${names[next++ % names.length]},${2010 + (next % 9)}-0${(i % 9) + 1}-1${i % 9}`)].join('\n');

async function registered(l: League, divisionId: number, prefix: string, count: number) {
  const res = await importExport(t, l, divisionId, exportOf(prefix, count));
  expect(res.status).toBe(200);
  return t.db.player.findMany({ where: { divisionId }, orderBy: { id: 'asc' } });
}

const rate = (l: League, rater: string, skillId: number, players: { id: number }[], values: number[]) =>
  recordRatings(t.db, { leagueId: l.admin.leagueId, kind: 'ratings_file', raterName: rater, ratings: players.map((p, i) => ({ playerId: p.id, skillId, value: values[i]! })) });

/** Fall 2025: U10 (Sam rates low and alike, Kim high) and U8 (Sam and Pat alike); Fall 2026: U12 (Sam). */
async function arrange() {
  const l = await arrangeLeague(t);
  const u8 = await t.db.division.create({ data: { name: 'U8', seasonId: l.u10.seasonId, leagueId: l.admin.leagueId } });
  const shooting8 = await createSkill(t.db, u8.id, { name: 'Shooting', normalizationFactor: 10 });
  const u10 = await registered(l, l.u10.id, 'A', 8);
  const u8Players = await registered(l, u8.id, 'B', 4);
  const u12 = await registered(l, l.u12.id, 'C', 1);
  await rate(l, 'Sam Lee', l.shooting10.id, u10.slice(0, 4), [1, 2, 1, 2]);
  await rate(l, 'Kim Diaz', l.shooting10.id, u10.slice(4), [7, 9, 8, 6]);
  await rate(l, ' sam lee ', shooting8.id, u8Players.slice(0, 2), [5, 6]);
  await rate(l, 'Pat Cole', shooting8.id, u8Players.slice(2), [5, 6]);
  await rate(l, 'Sam Lee', l.passing12.id, u12, [3]);
  return { l, u8 };
}

describe('rater review across a season', () => {
  it('gathers each rater\'s flags per division of the season, each division compared within itself, other seasons left out', async () => {
    const { l, u8 } = await arrange();

    const res = await request(t.app).get('/api/ratings/raters/season/').query({ season_id: l.u10.seasonId }).set(l.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ season_id: l.u10.seasonId, season_name: 'Fall 2025', divisions_compared: 2 });
    expect(res.body.raters.map((r: { rater_name: string }) => r.rater_name)).toEqual(['Kim Diaz', 'Pat Cole', 'Sam Lee']);
    const sam = res.body.raters.find((r: { rater_name: string }) => r.rater_name === 'Sam Lee');
    expect(sam.divisions.map((d: { division_name: string; players_rated: number }) => [d.division_name, d.players_rated])).toEqual([['U10', 4], ['U8', 2]]);
    // U10: Sam's mean 1.5 against Kim's 7.5; U8: Sam and Pat rate alike, nothing flagged.
    expect(sam.divisions[0].flags).toEqual([
      { kind: 'few_values', skill_id: l.shooting10.id, message: 'Gives all 4 players only 1 or 2 on Shooting, so the rating does not tell them apart.' },
      { kind: 'far_from_others', skill_id: l.shooting10.id, message: 'Rates 6.0 points lower than the other raters on Shooting (average 1.5 against 7.5, on 0-10).' },
    ]);
    expect(sam.divisions[1]).toMatchObject({ division_id: u8.id, flags: [] });
  });

  it('answers 404 to another league\'s admin and 400 with a sentence without a season', async () => {
    const { l } = await arrange();
    const stranger = await createAdminInNewLeague(t.db);

    const other = await request(t.app).get('/api/ratings/raters/season/').query({ season_id: l.u10.seasonId }).set(stranger.auth);
    const missing = await request(t.app).get('/api/ratings/raters/season/').set(l.admin.auth);

    expect(other.status).toBe(404);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('The season_id query parameter must name a season id.');
  });
});
