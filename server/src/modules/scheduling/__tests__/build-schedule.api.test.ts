import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeason, gymTimeCsv, twoDivisions, uploadGymTime } from './arrange-season.js';
import { brokenRules } from './check-saved-games.js';

const t = useTestApp();

async function arrangeWithGymTime() {
  const admin = await createAdminInNewLeague(t.db);
  const arranged = await arrangeSeason(t.db, admin.leagueId);
  await uploadGymTime(t.app, admin.auth, arranged.season.id, gymTimeCsv);
  return { admin, ...arranged };
}

const buildSchedule = (auth: Record<string, string>, seasonId: number, body: object) => request(t.app).post(`/api/seasons/${seasonId}/schedule/`).set(auth).send(body);

describe('building a season schedule from its teams, families and gym time', () => {
  it('saves a draft of every game that breaks no hard rule, siblings never at two venues at once', async () => {
    const a = await arrangeWithGymTime();

    const res = await buildSchedule(a.admin.auth, a.season.id, twoDivisions(a));

    expect(res.status).toBe(201);
    expect(res.body.games).toHaveLength(12);
    expect(res.body.report).toMatchObject({ hard_broken: 0, family_conflicts: 0, unplaced: [] });
    expect(res.body.games.every((g: { id: number | null; status: string }) => g.id !== null && g.status === 'draft')).toBe(true);
    const u8Starts = res.body.games.filter((g: { division_id: number }) => g.division_id === a.u8.id).map((g: { start: string }) => g.start.slice(11));
    expect(u8Starts.every((time: string) => time <= '11:00')).toBe(true);
    const bees = a.teams.find((team) => team.name === 'Bees')!.id;
    const foxes = a.teams.find((team) => team.name === 'Foxes')!.id;
    expect(await brokenRules(t.db, a.season.id, { coachTeams: [[bees, foxes]], familyTeams: a.households.map((h) => h.teamIds) })).toEqual([]);
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id, status: 'draft' } })).toBe(12);
  });

  it('previews a dry run without writing, and saves the same schedule when asked', async () => {
    const a = await arrangeWithGymTime();

    const preview = await buildSchedule(a.admin.auth, a.season.id, twoDivisions(a, true));
    const storedAfterPreview = await t.db.scheduleGame.count({ where: { seasonId: a.season.id } });
    const saved = await buildSchedule(a.admin.auth, a.season.id, twoDivisions(a));

    expect(preview.status).toBe(200);
    expect(preview.body.dry_run).toBe(true);
    expect(storedAfterPreview).toBe(0);
    const place = (g: Record<string, unknown>) => `${g.home_team_id}-${g.away_team_id}@${g.venue}/${g.court} ${g.start}`;
    expect(saved.body.games.map(place).sort()).toEqual(preview.body.games.map(place).sort());
  });

  it('building again replaces the divisions\' draft games instead of adding to them', async () => {
    const a = await arrangeWithGymTime();
    await buildSchedule(a.admin.auth, a.season.id, twoDivisions(a));

    const again = await buildSchedule(a.admin.auth, a.season.id, twoDivisions(a));

    expect(again.status).toBe(201);
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id } })).toBe(12);
  });

  it('keeps the court time of divisions scheduled earlier when scheduling another', async () => {
    const a = await arrangeWithGymTime();
    await buildSchedule(a.admin.auth, a.season.id, { divisions: [twoDivisions(a).divisions[0]] });

    const res = await buildSchedule(a.admin.auth, a.season.id, { divisions: [twoDivisions(a).divisions[1]] });

    expect(res.status).toBe(201);
    expect(await brokenRules(t.db, a.season.id, { coachTeams: [], familyTeams: [] })).toEqual([]);
  });

  it('saves nothing when the gym time cannot hold the games, and says the smallest reason', async () => {
    const a = await arrangeWithGymTime();
    const body = { divisions: [{ division_id: a.u8.id, games_per_team: 12, game_minutes: 60 }] };

    const dry = await buildSchedule(a.admin.auth, a.season.id, { ...body, dry_run: true });
    const res = await buildSchedule(a.admin.auth, a.season.id, body);

    expect(dry.status).toBe(200);
    expect(dry.body.report.unplaced.length).toBeGreaterThan(0);
    expect(dry.body.report.infeasible[0]).toMatch(/U8/);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^The schedule was not saved: \d+ games find no gym time\. .*U8.* Add gym time or ask for fewer games, then build again\.$/);
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id } })).toBe(0);
  });

  it('answers bad input with a sentence and writes nothing', async () => {
    const a = await arrangeWithGymTime();
    const lonely = await createDivision(t.db, a.admin.leagueId, { seasonId: a.season.id, name: 'U16' });

    const zero = await buildSchedule(a.admin.auth, a.season.id, { divisions: [{ division_id: a.u8.id, games_per_team: 0, game_minutes: 50 }] });
    const late = await buildSchedule(a.admin.auth, a.season.id, { divisions: [{ division_id: a.u8.id, games_per_team: 3, game_minutes: 50, earliest: '18:00', latest: '9:00' }] });
    const noTeams = await buildSchedule(a.admin.auth, a.season.id, { divisions: [{ division_id: lonely.id, games_per_team: 3, game_minutes: 50 }] });

    expect([zero.status, late.status, noTeams.status]).toEqual([400, 400, 400]);
    expect(zero.body.error).toBe('Games per team must be a whole number from 1 to 60.');
    expect(late.body.error).toBe('The latest start must not come before the earliest start.');
    expect(noTeams.body.error).toBe('U16 has no teams; a division needs at least two teams to play games.');
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id } })).toBe(0);
  });

  it('asks for gym time first when the season has none', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const a = await arrangeSeason(t.db, admin.leagueId);

    const res = await buildSchedule(admin.auth, a.season.id, twoDivisions(a));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This season has no gym time yet. Import the gym time the schools gave you first.');
  });

  it("answers another league's season or division as not found", async () => {
    const a = await arrangeWithGymTime();
    const other = await createAdminInNewLeague(t.db);
    const otherSeason = await createSeason(t.db, other.leagueId);
    const otherDivision = await createDivision(t.db, other.leagueId);

    const season = await buildSchedule(a.admin.auth, otherSeason.id, twoDivisions(a));
    const division = await buildSchedule(a.admin.auth, a.season.id, { divisions: [{ division_id: otherDivision.id, games_per_team: 3, game_minutes: 50 }] });

    expect(season.status).toBe(404);
    expect(division.status).toBe(404);
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id } })).toBe(0);
  });
});
