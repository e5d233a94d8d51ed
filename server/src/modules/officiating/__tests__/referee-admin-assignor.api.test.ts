import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeOfficiatedSeason, createCertifiedReferee, giveSaturdays, type OfficiatedSeason } from './arrange-officials.js';

const t = useTestApp();

// A referee administrator is often the league's assignor (decision 0195): they read the league's
// seasons and divisions, say what a division's games need, auto-assign, publish and read the pay.

async function arrangeWithRefereeAdmin() {
  const a = await arrangeOfficiatedSeason(t.app, t.db);
  const refereeAdmin = await createUser(t.db, { leagueId: a.leagueId, userType: 'referee_admin' });
  const nia = await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Nia National' });
  await giveSaturdays(t.app, nia);
  return { ...a, refereeAdmin, nia };
}

const needs = (a: OfficiatedSeason) => ({
  officials: [
    { role: 'referee', min_level_id: a.levels.national.id, youth_allowed: false, fee: 35 },
    { role: 'umpire', min_level_id: a.levels.youth.id, youth_allowed: true, fee: 20 },
  ],
});

describe("a referee administrator reads the league's seasons and divisions", () => {
  it("lists their own league's seasons and a season's divisions, and no other league's", async () => {
    const a = await arrangeWithRefereeAdmin();
    const other = await arrangeOfficiatedSeason(t.app, t.db);

    const seasons = await request(t.app).get('/api/seasons/').set(a.refereeAdmin.auth);
    const divisions = await request(t.app).get('/api/divisions/').query({ season: a.season.id }).set(a.refereeAdmin.auth);
    const othersDivisions = await request(t.app).get('/api/divisions/').query({ season: other.season.id }).set(a.refereeAdmin.auth);

    expect(seasons.status).toBe(200);
    expect(seasons.body.results.map((s: { id: number }) => s.id)).toEqual([a.season.id]);
    expect(divisions.status).toBe(200);
    expect(divisions.body.results.map((d: { name: string }) => d.name)).toEqual(['U12']);
    expect(othersDivisions.status).toBe(404);
  });

  it('may not create or delete a season, nor create a division: 403 and nothing written', async () => {
    const a = await arrangeWithRefereeAdmin();

    const created = await request(t.app).post('/api/seasons/').set(a.refereeAdmin.auth).send({ name: 'Sneaky', year: 2026, start_date: '2026-01-01', end_date: '2026-02-01' });
    const deleted = await request(t.app).delete(`/api/seasons/${a.season.id}/`).set(a.refereeAdmin.auth);
    const division = await request(t.app).post('/api/divisions/').set(a.refereeAdmin.auth).send({ name: 'U14', season: a.season.id });

    expect([created.status, deleted.status, division.status]).toEqual([403, 403, 403]);
    expect(await t.db.season.count({ where: { leagueId: a.leagueId } })).toBe(1);
    expect(await t.db.division.count({ where: { leagueId: a.leagueId } })).toBe(1);
  });

  it('a plain referee may not list the seasons or divisions: 403', async () => {
    const a = await arrangeWithRefereeAdmin();
    await createSeason(t.db, a.leagueId);

    const seasons = await request(t.app).get('/api/seasons/').set(a.nia.auth);
    const divisions = await request(t.app).get('/api/divisions/').set(a.nia.auth);

    expect([seasons.status, divisions.status]).toEqual([403, 403]);
  });
});

describe("a referee administrator says what a division's games need", () => {
  it('saves the officials and reads them back', async () => {
    const a = await arrangeWithRefereeAdmin();

    const saved = await request(t.app).put(`/api/divisions/${a.division.id}/officiating/`).set(a.refereeAdmin.auth).send(needs(a));
    const read = await request(t.app).get(`/api/divisions/${a.division.id}/officiating/`).set(a.refereeAdmin.auth);

    expect(saved.status).toBe(200);
    expect(read.body).toEqual({ division_id: a.division.id, ...needs(a) });
  });

  it("answers 404 to a referee administrator of another league and changes nothing", async () => {
    const a = await arrangeWithRefereeAdmin();
    const stranger = await createUser(t.db, { userType: 'referee_admin' });

    const read = await request(t.app).get(`/api/divisions/${a.division.id}/officiating/`).set(stranger.auth);
    const saved = await request(t.app).put(`/api/divisions/${a.division.id}/officiating/`).set(stranger.auth).send(needs(a));

    expect([read.status, saved.status]).toEqual([404, 404]);
    expect(saved.body.error).toBe('Division was not found.');
    const kept = await request(t.app).get(`/api/divisions/${a.division.id}/officiating/`).set(a.admin.auth);
    expect(kept.body.officials.map((o: { fee: number }) => o.fee)).toEqual([30, 20]);
  });

  it('answers 403 to a plain referee and changes nothing', async () => {
    const a = await arrangeWithRefereeAdmin();

    const saved = await request(t.app).put(`/api/divisions/${a.division.id}/officiating/`).set(a.nia.auth).send(needs(a));

    expect(saved.status).toBe(403);
    expect(saved.body.error).toBe('Only league administrators and referee administrators assign officials.');
    const kept = await request(t.app).get(`/api/divisions/${a.division.id}/officiating/`).set(a.admin.auth);
    expect(kept.body.officials.map((o: { fee: number }) => o.fee)).toEqual([30, 20]);
  });
});

describe('a referee administrator assigns, publishes and reads the pay', () => {
  it('auto-assigns, publishes to the referees, and reads what each is paid', async () => {
    const a = await arrangeWithRefereeAdmin();

    const assigned = await request(t.app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(a.refereeAdmin.auth).send({ dry_run: false });
    const published = await request(t.app).post(`/api/seasons/${a.season.id}/officials/publish/`).set(a.refereeAdmin.auth);
    const pay = await request(t.app).get(`/api/seasons/${a.season.id}/officials/pay/`).set(a.refereeAdmin.auth);

    expect(assigned.status).toBe(200);
    expect(published.status).toBe(200);
    const told = await t.db.officialAssignment.findMany({ where: { gameId: { in: a.games.map((g) => g.id) } } });
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((row) => row.status === 'published' && row.refereeId === a.nia.id && row.publishedById === a.refereeAdmin.id)).toBe(true);
    expect(pay.status).toBe(200);
    expect(JSON.stringify(pay.body)).toContain('Nia National');
  });

  it("answers 404 to a referee administrator of another league for each call, and writes nothing", async () => {
    const a = await arrangeWithRefereeAdmin();
    const stranger = await createUser(t.db, { userType: 'referee_admin' });
    const base = `/api/seasons/${a.season.id}/officials`;

    const answers = await Promise.all([
      request(t.app).get(`${base}/`).set(stranger.auth),
      request(t.app).post(`${base}/assign/`).set(stranger.auth).send({ dry_run: false }),
      request(t.app).post(`${base}/changes/`).set(stranger.auth).send({ dry_run: false, changes: [{ game_id: a.games[0]!.id, role: 'umpire', referee_id: a.nia.id }] }),
      request(t.app).post(`${base}/publish/`).set(stranger.auth),
      request(t.app).get(`${base}/pay/`).set(stranger.auth),
    ]);

    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await t.db.officialAssignment.count({ where: { leagueId: a.leagueId } })).toBe(0);
  });

  it('answers 403 to a plain referee for each call, and writes nothing', async () => {
    const a = await arrangeWithRefereeAdmin();
    const base = `/api/seasons/${a.season.id}/officials`;

    const answers = await Promise.all([
      request(t.app).get(`${base}/`).set(a.nia.auth),
      request(t.app).post(`${base}/assign/`).set(a.nia.auth).send({ dry_run: false }),
      request(t.app).post(`${base}/publish/`).set(a.nia.auth),
      request(t.app).get(`${base}/pay/`).set(a.nia.auth),
    ]);

    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await t.db.officialAssignment.count({ where: { leagueId: a.leagueId } })).toBe(0);
  });
});
