import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeason, uploadGymTime } from './arrange-season.js';
import { brokenRules } from './check-saved-games.js';

const t = useTestApp();
const drive = 30;

/** Four Saturday mornings: Lincoln court 1 and Roosevelt from 9:00, Lincoln court 2 from 10:00, so U8's 9:00 games are at both gyms. */
const mornings = ['venue,court,date,start,end', ...['2026-10-03', '2026-10-10', '2026-10-17', '2026-10-24'].flatMap((date) => [`Lincoln,1,${date},9:00,12:00`, `Lincoln,2,${date},10:00,12:00`, `Roosevelt,1,${date},9:00,12:00`])].join('\n');
const u8Only = (a: { u8: { id: number } }) => ({ divisions: [{ division_id: a.u8.id, games_per_team: 4, game_minutes: 50, latest: '9:00' }] });
const u12Only = (a: { u12: { id: number } }) => ({ divisions: [{ division_id: a.u12.id, games_per_team: 4, game_minutes: 50 }] });

/** `arrangeSeason` (Bees and Foxes share a coach; three households have a child in each division), its mornings of gym time, 30 minutes between the gyms. */
async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const a = await arrangeSeason(t.db, admin.leagueId);
  await uploadGymTime(t.app, admin.auth, a.season.id, mornings);
  await request(t.app).put(`/api/seasons/${a.season.id}/venues/travel/`).set(admin.auth).send({ default_minutes: drive, pairs: [] });
  const build = (body: object) => request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(admin.auth).send(body);
  const team = (name: string) => a.teams.find((x) => x.name === name)!.id;
  return { ...a, build, team };
}

const savedPlaces = async (seasonId: number, divisionId: number) =>
  (await t.db.scheduleGame.findMany({ where: { seasonId, divisionId }, orderBy: { id: 'asc' } })).map((g) => `${g.id} ${g.homeTeamId}-${g.awayTeamId} ${g.venueId}/${g.court} ${g.date.toISOString().slice(0, 10)} ${g.startMinute}-${g.endMinute}`);

describe('building divisions of one season in separate requests', () => {
  it("when a coach coaches a team in each division, their games never overlap and leave the drive between gyms", async () => {
    const a = await arrange();
    await a.build(u8Only(a));

    const res = await a.build(u12Only(a));

    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ hard_broken: 0, unplaced: [] });
    expect(await brokenRules(t.db, a.season.id, { coachTeams: [[a.team('Bees'), a.team('Foxes')]], familyTeams: [], driveMinutes: drive })).toEqual([]);
  });

  it('when siblings play in the two divisions, their games are never at two gyms closer than the drive', async () => {
    const a = await arrange();
    await a.build(u8Only(a));

    const res = await a.build(u12Only(a));

    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ hard_broken: 0, family_conflicts: 0 });
    expect(await brokenRules(t.db, a.season.id, { coachTeams: [], familyTeams: a.households.map((h) => h.teamIds), driveMinutes: drive })).toEqual([]);
  });

  it("leaves the first division's saved games as they were, and answers only the division it built", async () => {
    const a = await arrange();
    await a.build(u8Only(a));
    const before = await savedPlaces(a.season.id, a.u8.id);

    const res = await a.build(u12Only(a));

    expect(res.status).toBe(201);
    expect(res.body.games).toHaveLength(8);
    expect(res.body.games.every((g: { division_id: number }) => g.division_id === a.u12.id)).toBe(true);
    expect(await savedPlaces(a.season.id, a.u8.id)).toEqual(before);
    expect(before).toHaveLength(8);
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id } })).toBe(16);
  });
});
