import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason, createSkill, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { ageOn } from '../participant.service.js';

const t = useTestApp();

async function arrangeTwoSeasons() {
  const admin = await createAdminInNewLeague(t.db);
  const fall = await createSeason(t.db, admin.leagueId, { name: 'Fall 2025' });
  await t.db.season.update({ where: { id: fall.id }, data: { startDate: new Date('2025-09-01T00:00:00Z'), year: 2025 } });
  const spring = await createSeason(t.db, admin.leagueId, { name: 'Spring 2026' });
  await t.db.season.update({ where: { id: spring.id }, data: { startDate: new Date('2026-03-01T00:00:00Z'), year: 2026 } });
  const u9 = await createDivision(t.db, admin.leagueId, { seasonId: fall.id, name: 'U9' });
  const u10 = await createDivision(t.db, admin.leagueId, { seasonId: spring.id, name: 'U10' });
  const shooting = await createSkill(t.db, u9.id, { name: 'Shooting', weight: 1, normalizationFactor: 5 });
  const hawks = await createTeam(t.db, u9.id, admin.leagueId, { name: 'Hawks' });
  const born = new Date('2016-04-02T00:00:00Z');
  const last = await createPlayer(t.db, u9, { name: 'Ana Ruiz', dateOfBirth: born, teamId: hawks.id, ratings: { [shooting.id]: 4 } });
  const now = await createPlayer(t.db, u10, { name: 'Ana Ruiz', dateOfBirth: born });
  return { admin, last, now, shooting, hawks };
}

describe('GET /api/participants/{id}/', () => {
  it('shows the person\'s seasons, newest first, with teams, age then and ratings', async () => {
    const a = await arrangeTwoSeasons();
    expect(a.now.participantId).toBe(a.last.participantId);

    const res = await request(t.app).get(`/api/participants/${a.last.participantId}/`).set(a.admin.auth);

    expect(res.status).toBe(200);
    const ana = res.body;
    expect(ana).toMatchObject({ name: 'Ana Ruiz', date_of_birth: '2016-04-02', household: null });
    expect(ana.registrations.map((r: { season: { name: string }; division: { name: string }; age_then: number }) => [r.season.name, r.division.name, r.age_then])).toEqual([
      ['Spring 2026', 'U10', 9],
      ['Fall 2025', 'U9', 9],
    ]);
    expect(ana.registrations[1].team).toEqual({ id: a.hawks.id, name: 'Hawks' });
    expect(ana.registrations[1].ratings).toEqual([{ skill_id: a.shooting.id, skill_name: 'Shooting', rating: 4, normalization_factor: 5, display_rating: 8 }]);
  });

  it('another league\'s participant answers 404', async () => {
    const a = await arrangeTwoSeasons();
    const stranger = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get(`/api/participants/${a.last.participantId}/`).set(stranger.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBeTypeOf('string');
  });

  it('age then counts whole years at the season start', () => {
    expect(ageOn('2016-04-02', '2026-04-01')).toBe(9);
    expect(ageOn('2016-04-02', '2026-04-02')).toBe(10);
  });
});
