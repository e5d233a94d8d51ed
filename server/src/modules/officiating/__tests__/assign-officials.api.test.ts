import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeOfficiatedSeason, createCertifiedReferee, giveSaturdays, type OfficiatedSeason } from './arrange-officials.js';

const t = useTestApp();

interface Answer {
  assignments: { game_id: number; referee_id: number; role: string }[];
  uncovered: { game_id: number; role: string; reason: string }[];
  report: { rules_broken: number; games_per_referee: { min: number; max: number } };
}

/** Six referees, each on Saturdays: one whose certificate ends on 12 October, a parent of an Ants player, a coach of the Crows, a 15-year-old, and two plain adults. */
async function arrangeReferees(a: OfficiatedSeason) {
  const { db } = t;
  const refs = {
    expiring: await createCertifiedReferee(db, a.leagueId, a.levels.regional.id, { name: 'Eve Expiring', until: '2026-10-12' }),
    parent: await createCertifiedReferee(db, a.leagueId, a.levels.regional.id, { name: 'Pat Parent' }),
    coach: await createCertifiedReferee(db, a.leagueId, a.levels.national.id, { name: 'Cody Coach' }),
    youth: await createCertifiedReferee(db, a.leagueId, a.levels.youth.id, { name: 'Yan Young', born: '2011-05-01' }),
    national: await createCertifiedReferee(db, a.leagueId, a.levels.national.id, { name: 'Nia National' }),
    regional: await createCertifiedReferee(db, a.leagueId, a.levels.regional.id, { name: 'Rob Regional' }),
  };
  for (const r of Object.values(refs)) await giveSaturdays(t.app, r);
  const relate = (id: number, body: object) => request(t.app).put(`/api/referees/${id}/relations/`).set(a.admin.auth).send(body).expect(200);
  await relate(refs.parent.id, { player_ids: [a.teams[0]!.player.id] });
  await relate(refs.coach.id, { team_ids: [a.teams[2]!.id] });
  return refs;
}

const assign = (a: OfficiatedSeason, body: object) => request(t.app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(a.admin.auth).send(body);

describe("a season's auto-assign", () => {
  it('keeps every rule for an expiring certificate, a parent, a coach and a 15-year-old, and says why each open slot stays open', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const refs = await arrangeReferees(a);

    const res = await assign(a, { dry_run: true });

    expect(res.status).toBe(200);
    const answer = res.body as Answer;
    expect(answer.report.rules_broken).toBe(0);
    const gameOf = new Map(a.games.map((g) => [g.id, g]));
    const day = (id: number) => gameOf.get(id)!.date.toISOString().slice(0, 10);
    const teamsOf = (id: number) => [gameOf.get(id)!.homeTeamId, gameOf.get(id)!.awayTeamId];
    const of = (ref: { id: number }) => answer.assignments.filter((x) => x.referee_id === ref.id);
    // The rules, checked again from the stored rows.
    expect(of(refs.expiring).every((x) => day(x.game_id) <= '2026-10-12')).toBe(true);
    expect(of(refs.parent).some((x) => teamsOf(x.game_id).includes(a.teams[0]!.id))).toBe(false);
    expect(of(refs.coach).some((x) => teamsOf(x.game_id).includes(a.teams[2]!.id))).toBe(false);
    for (const x of of(refs.youth)) {
      expect(x.role).toBe('umpire');
      expect(gameOf.get(x.game_id)!.startMinute).toBeLessThan(19 * 60);
      expect(answer.assignments.some((y) => y.game_id === x.game_id && y.role === 'referee')).toBe(true);
    }
    for (const ref of Object.values(refs)) {
      const starts = of(ref).map((x) => `${day(x.game_id)} ${gameOf.get(x.game_id)!.startMinute}`);
      expect(new Set(starts).size).toBe(starts.length);
    }
    // Nobody works Sundays: both of its slots are open, with the reason in words.
    const sunday = a.games.find((g) => day(g.id) === '2026-10-04')!;
    expect(answer.uncovered.filter((u) => u.game_id === sunday.id).map((u) => u.role).sort()).toEqual(['referee', 'umpire']);
    for (const open of answer.uncovered) expect(open.reason).toMatch(/^[a-z].*[a-z0-9)]$/i);
    expect(answer.uncovered.find((u) => u.game_id === sunday.id && u.role === 'referee')!.reason).toBe('no referee certified at Regional on 2026-10-04 is available Sundays 10:00-11:00');
    expect(answer.assignments.length + answer.uncovered.length).toBe(a.games.length * 2);
    expect(answer.report.games_per_referee.max - answer.report.games_per_referee.min).toBeLessThanOrEqual(2);
    // A dry run writes nothing.
    expect(await t.db.officialAssignment.count({ where: { game: { seasonId: a.season.id } } })).toBe(0);
  });

  it('saves the answer as proposals, and running it again replaces them instead of adding more', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    await arrangeReferees(a);

    const first = await assign(a, { dry_run: false });
    const rows = await t.db.officialAssignment.findMany({ where: { game: { seasonId: a.season.id } } });
    const second = await assign(a, {});

    expect(first.status).toBe(200);
    const saved = rows.map((r) => ({ game_id: r.gameId, referee_id: r.refereeId, role: r.role, status: r.status }));
    expect(saved.sort(byslot)).toEqual((first.body as Answer).assignments.map((x) => ({ ...x, status: 'proposed' })).sort(byslot));
    expect(second.status).toBe(200);
    expect(await t.db.officialAssignment.count({ where: { game: { seasonId: a.season.id } } })).toBe((second.body as Answer).assignments.length);
  });

  it('takes back the published games of a referee whose certificate was revoked, keeping the others as they were told', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const refs = await arrangeReferees(a);
    await assign(a, { dry_run: false }).expect(200);
    await request(t.app).post(`/api/seasons/${a.season.id}/officials/publish/`).set(a.admin.auth).expect(200);
    const told = await t.db.officialAssignment.findMany({ where: { game: { seasonId: a.season.id } } });
    await t.db.certificateRecord.updateMany({ where: { userId: refs.national.id }, data: { revokedAt: new Date('2026-09-15T12:00:00Z'), revokeReason: 'Misconduct' } });

    const rerun = await assign(a, { dry_run: false });

    expect(rerun.status).toBe(200);
    const answer = rerun.body as Answer;
    expect(answer.report.rules_broken).toBe(0);
    expect(answer.assignments.some((x) => x.referee_id === refs.national.id)).toBe(false);
    const rows = await t.db.officialAssignment.findMany({ where: { game: { seasonId: a.season.id } } });
    expect(rows.some((r) => r.refereeId === refs.national.id)).toBe(false);
    expect(rows.map((r) => ({ game_id: r.gameId, referee_id: r.refereeId, role: r.role })).sort(byslot)).toEqual([...answer.assignments].sort(byslot));
    // What the answer keeps of what referees were told stays told; only new slots are proposals.
    const stillTold = rows.filter((r) => told.some((x) => x.gameId === r.gameId && x.role === r.role && x.refereeId === r.refereeId));
    expect(stillTold.length).toBeGreaterThan(0);
    expect(stillTold.every((r) => r.status === 'published')).toBe(true);
    expect(rows.filter((r) => !stillTold.includes(r)).every((r) => r.status === 'proposed')).toBe(true);
    const myGames = await request(t.app).get('/api/referees/me/games/').set(refs.national.auth);
    expect(myGames.body).toEqual([]);
  });

  it("answers 404 for another league's season and 400 for a dry_run that is not true or false, writing nothing", async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const other = await createAdminInNewLeague(t.db);

    const foreign = await request(t.app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(other.auth).send({ dry_run: false });
    const bad = await assign(a, { dry_run: 'maybe' });

    expect(foreign.status).toBe(404);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('dry_run must be true or false.');
    expect(await t.db.officialAssignment.count({ where: { game: { seasonId: a.season.id } } })).toBe(0);
  });

  it('tells the assignor in a sentence when the season has no games yet', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await t.db.season.create({ data: { leagueId: admin.leagueId, name: 'Empty', year: 2026, startDate: new Date('2026-09-01'), endDate: new Date('2027-03-01') } });

    const res = await request(t.app).post(`/api/seasons/${season.id}/officials/assign/`).set(admin.auth).send({ dry_run: true });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This season has no games yet. Build the schedule first, then assign officials.');
  });
});

const byslot = (x: { game_id: number; role: string }, y: { game_id: number; role: string }) => x.game_id - y.game_id || x.role.localeCompare(y.role);
