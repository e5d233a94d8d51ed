import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeason, gymTimeCsv, twoDivisions, uploadGymTime } from './arrange-season.js';

const t = useTestApp();

const read = (auth: Record<string, string>, seasonId: number, what: 'gym_time' | 'schedule') => request(t.app).get(`/api/seasons/${seasonId}/${what}/`).set(auth);

describe("reading a season's gym time and saved schedule", () => {
  it('answers the venues and every slot of gym time imported', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    await uploadGymTime(t.app, admin.auth, season.id, gymTimeCsv);

    const res = await read(admin.auth, season.id, 'gym_time');

    expect(res.status).toBe(200);
    expect(res.body.venues.map((v: { name: string; courts: string[] }) => `${v.name} ${v.courts.join('+')}`)).toEqual(['Lincoln 1+2', 'Roosevelt 1']);
    expect(res.body.slots).toHaveLength(12);
    expect(res.body.slots[0]).toMatchObject({ venue: 'Lincoln', court: '1', date: '2026-10-03', start: '09:00', end: '13:00' });
  });

  it('answers the saved games as the build saved them, drafts until published, and the settings it kept', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const a = await arrangeSeason(t.db, admin.leagueId);
    await uploadGymTime(t.app, admin.auth, a.season.id, gymTimeCsv);
    const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(admin.auth).send(twoDivisions(a));

    const res = await read(admin.auth, a.season.id, 'schedule');

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(12);
    const place = (g: Record<string, unknown>) => `${g.id} ${g.home_team_id}-${g.away_team_id}@${g.venue}/${g.court} ${g.start}-${g.end} ${g.status}`;
    expect(res.body.results.map(place).sort()).toEqual(built.body.games.map(place).sort());
    const starts = res.body.results.map((g: { start: string }) => g.start);
    expect(starts).toEqual([...starts].sort());
    expect(res.body.settings).toEqual([
      { division_id: a.u8.id, games_per_team: 3, game_minutes: 50, changeover_minutes: 10, earliest: null, latest: '11:00', games_per_week: 1, family_rule: 'hard', weeks: [] },
      { division_id: a.u12.id, games_per_team: 3, game_minutes: 60, changeover_minutes: 10, earliest: null, latest: null, games_per_week: 1, family_rule: 'hard', weeks: [] },
    ]);
  });

  it("names the season's families with their children and teams, a household once for all its children", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const a = await arrangeSeason(t.db, admin.leagueId);

    const res = await read(admin.auth, a.season.id, 'schedule');

    expect(res.body.families).toHaveLength(a.households.length + a.singles.length);
    for (const household of a.households) {
      const family = res.body.families.find((f: { key: string }) => f.key === `household-${household.id}`);
      expect(family.children).toHaveLength(2);
      expect([...family.team_ids].sort()).toEqual([...household.teamIds].sort());
      expect(family.name).toMatch(/^Parent /);
    }
  });

  it('answers a season with nothing yet with empty lists', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);

    const [gym, schedule] = await Promise.all([read(admin.auth, season.id, 'gym_time'), read(admin.auth, season.id, 'schedule')]);

    expect(gym.body).toEqual({ venues: [], slots: [] });
    expect(schedule.body).toEqual({ count: 0, results: [], settings: [], families: [], blackout_dates: [], travel: { default_minutes: 20, pairs: [] } });
  });

  it("answers another league's season as not found", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const other = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, other.leagueId);
    await uploadGymTime(t.app, other.auth, season.id, gymTimeCsv);

    const [gym, schedule] = await Promise.all([read(admin.auth, season.id, 'gym_time'), read(admin.auth, season.id, 'schedule')]);

    expect([gym.status, schedule.status]).toEqual([404, 404]);
    expect(gym.body.error).toBe('Season was not found.');
  });
});
