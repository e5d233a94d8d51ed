import request from 'supertest';
import type { Express } from 'express';
import type { Db } from '../../../lib/db/database.js';
import { createAdminInNewLeague, createUser, unique, type TestUser } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason, createTeam } from '../../../testing/league-fixtures.js';

export const saturdays = ['2026-10-03', '2026-10-10', '2026-10-17', '2026-10-24'];

async function createLevel(db: Db, leagueId: number, name: string, below?: number) {
  return db.certificationLevel.create({ data: { leagueId, name, validityDays: 365, requirements: below ? [{ kind: 'level', level_id: below }] : [] } });
}

export interface ArrangedReferee extends TestUser {
  name: string;
}

/** A referee of the league with a certificate at the level from `from` through `until`. */
export async function createCertifiedReferee(db: Db, leagueId: number, levelId: number, opts: { name: string; from?: string; until?: string; born?: string }): Promise<ArrangedReferee> {
  const user = await createUser(db, { leagueId, userType: 'referee' });
  const [firstName, lastName] = opts.name.split(' ');
  await db.user.update({ where: { id: user.id }, data: { firstName, lastName, dateOfBirth: opts.born ? new Date(opts.born) : null } });
  await db.certificateRecord.create({
    data: { code: unique('CERT').toUpperCase(), leagueId, levelId, userId: user.id, validFrom: new Date(opts.from ?? '2026-08-01'), validUntil: new Date(opts.until ?? '2027-07-31') },
  });
  return { ...user, name: opts.name };
}

/**
 * A U12 division of four teams (a player on each), three ranked levels (Youth < Regional <
 * National), two gyms, and on each of four Saturdays two games at 9:00 (Lincoln, Roosevelt) and
 * one at 20:00 (Lincoln), plus one Sunday game. Each game needs a referee (Regional, adults only,
 * 30) and an umpire (Youth, youth allowed, 20), set through the API.
 */
export async function arrangeOfficiatedSeason(app: Express, db: Db) {
  const admin = await createAdminInNewLeague(db);
  const leagueId = admin.leagueId;
  const season = await createSeason(db, leagueId);
  const division = await createDivision(db, leagueId, { seasonId: season.id, name: 'U12' });
  const teams: (Awaited<ReturnType<typeof createTeam>> & { player: Awaited<ReturnType<typeof createPlayer>> })[] = [];
  for (const name of ['Ants', 'Bees', 'Crows', 'Doves']) {
    const team = await createTeam(db, division.id, leagueId, { name });
    const player = await createPlayer(db, division, { teamId: team.id });
    teams.push({ ...team, player });
  }
  const [lincoln, roosevelt] = await Promise.all(['Lincoln', 'Roosevelt'].map((name) => db.venue.create({ data: { leagueId, seasonId: season.id, name, courts: ['1'] } })));
  const game = (date: string, venueId: number, start: number, home: number, away: number) => ({
    leagueId, seasonId: season.id, divisionId: division.id, homeTeamId: teams[home]!.id, awayTeamId: teams[away]!.id,
    venueId, court: '1', date: new Date(`${date}T00:00:00Z`), startMinute: start, endMinute: start + 60, status: 'published',
  });
  await db.scheduleGame.createMany({
    data: [
      ...saturdays.flatMap((d) => [game(d, lincoln!.id, 540, 0, 1), game(d, roosevelt!.id, 540, 2, 3), game(d, lincoln!.id, 1200, 0, 2)]),
      game('2026-10-04', lincoln!.id, 600, 1, 3),
    ],
  });
  const games = await db.scheduleGame.findMany({ where: { seasonId: season.id }, orderBy: [{ date: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }] });
  const youth = await createLevel(db, leagueId, 'Youth');
  const regional = await createLevel(db, leagueId, 'Regional', youth.id);
  const national = await createLevel(db, leagueId, 'National', regional.id);
  const needs = await request(app).put(`/api/divisions/${division.id}/officiating/`).set(admin.auth).send({
    officials: [
      { role: 'referee', min_level_id: regional.id, youth_allowed: false, fee: 30 },
      { role: 'umpire', min_level_id: youth.id, youth_allowed: true, fee: 20 },
    ],
  });
  if (needs.status !== 200) throw new Error(`Setting the division's officials failed: ${JSON.stringify(needs.body)}`);
  return { admin, leagueId, season, division, teams, games, venues: { lincoln: lincoln!, roosevelt: roosevelt! }, levels: { youth, regional, national } };
}

export type OfficiatedSeason = Awaited<ReturnType<typeof arrangeOfficiatedSeason>>;

/** Saturdays only, 8:00 to 22:00, through the referee's own API. */
export async function giveSaturdays(app: Express, referee: { auth: Record<string, string> }) {
  const res = await request(app).put('/api/referees/me/availability/').set(referee.auth).send({ weekly: [{ weekday: 'sat', start: '8:00', end: '22:00' }], dates_off: [], max_games_per_day: 3 });
  if (res.status !== 200) throw new Error(`Setting availability failed: ${JSON.stringify(res.body)}`);
}

/** The arranged season with three adult referees assigned and published through the API (each gets an email). */
export async function arrangePublishedOfficials(app: Express, db: Db) {
  const a = await arrangeOfficiatedSeason(app, db);
  const refs: ArrangedReferee[] = [];
  for (const name of ['Nia National', 'Rob Regional', 'Ria Regional']) {
    const ref = await createCertifiedReferee(db, a.leagueId, a.levels.national.id, { name });
    await giveSaturdays(app, ref);
    refs.push(ref);
  }
  await request(app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(a.admin.auth).send({ dry_run: false }).expect(200);
  const published = await request(app).post(`/api/seasons/${a.season.id}/officials/publish/`).set(a.admin.auth);
  return { ...a, refs, published };
}
