import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { useTestApp } from '../../../testing/test-app.js';
import { createUser, unique } from '../../../testing/factories.js';
import { createQuizLeague } from '../../quizzes/__tests__/quiz-fixtures.js';

const t = useTestApp();

async function levelIn(leagueId: number, name: string) {
  return t.db.certificationLevel.create({ data: { leagueId, name, edition: '2024', requirements: [{ kind: 'clinic' }], validityDays: 365 } });
}

async function certificate(leagueId: number, levelId: number, userId: number, validFrom: string, validUntil: string, revoked = false) {
  return t.db.certificateRecord.create({
    data: { code: unique('C').toUpperCase().slice(0, 40), leagueId, levelId, userId, validFrom: new Date(validFrom), validUntil: new Date(validUntil), revokedAt: revoked ? new Date() : null },
  });
}

describe('editing a certification level', () => {
  it('replaces name, edition, requirements and validity', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const level = await levelIn(leagueId, 'Youth');

    const res = await request(t.app).put(`/api/referees/certification_levels/${level.id}/`).set(manager.auth).send({ name: 'Youth A', edition: '2025', requirements: [{ kind: 'category', category: 'Fouls' }], valid_until: '2027-08-31' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: level.id, name: 'Youth A', edition: '2025', requirements: [{ kind: 'category', category: 'Fouls' }], validity_days: null, valid_until: '2027-08-31' });
  });

  it('refuses a taken name (409), a level requiring itself (400) and another league\'s level (404), changing nothing', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    const youth = await levelIn(leagueId, 'Youth');
    await levelIn(leagueId, 'Tournament');
    const body = { name: 'Youth', requirements: [{ kind: 'clinic' }], validity_days: 30 };

    const taken = await request(t.app).put(`/api/referees/certification_levels/${youth.id}/`).set(manager.auth).send({ ...body, name: 'Tournament' });
    const itself = await request(t.app).put(`/api/referees/certification_levels/${youth.id}/`).set(manager.auth).send({ ...body, requirements: [{ kind: 'level', level_id: youth.id }] });
    const elsewhere = await request(t.app).put(`/api/referees/certification_levels/${youth.id}/`).set(other.manager.auth).send(body);

    expect([taken.status, itself.status, elsewhere.status]).toEqual([409, 400, 404]);
    expect(itself.body.error).toBe('A level cannot require itself.');
    expect(await t.db.certificationLevel.findUnique({ where: { id: youth.id } })).toMatchObject({ name: 'Youth', validityDays: 365 });
  });
});

describe('the referee list\'s certificate filters', () => {
  it('answers who is certified at a level on a day, and who expires within N days of it', async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const second = await createUser(t.db, { userType: 'referee', leagueId });
    const youth = await levelIn(leagueId, 'Youth');
    const tournament = await levelIn(leagueId, 'Tournament');
    await certificate(leagueId, youth.id, referee.id, '2027-01-01', '2027-03-20');
    await certificate(leagueId, youth.id, second.id, '2027-01-01', '2027-12-31');
    await certificate(leagueId, tournament.id, second.id, '2027-01-01', '2027-03-15');
    await certificate(leagueId, youth.id, manager.id, '2027-01-01', '2027-12-31', true);

    const atYouth = await request(t.app).get(`/api/referees/certificates/?level=${youth.id}&on=2027-03-10`).set(manager.auth);
    const expiring = await request(t.app).get('/api/referees/certificates/?on=2027-03-10&expiring_within=10').set(manager.auth);
    const later = await request(t.app).get(`/api/referees/certificates/?level=${youth.id}&on=2027-03-21`).set(manager.auth);

    expect(atYouth.status).toBe(200);
    expect(atYouth.body.results.map((r: { referee_id: number }) => r.referee_id)).toEqual([referee.id, second.id]);
    expect(atYouth.body.results[0]).toMatchObject({ level: 'Youth', valid_until: '2027-03-20', expires_in_days: 10 });
    expect(expiring.body.results.map((r: { level: string; expires_in_days: number }) => [r.level, r.expires_in_days])).toEqual([['Tournament', 5], ['Youth', 10]]);
    expect(later.body.results.map((r: { referee_id: number }) => r.referee_id)).toEqual([second.id]);
  });

  it('keeps other leagues out and refuses a bad filter without answering anything', async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    const youth = await levelIn(leagueId, 'Youth');
    await certificate(leagueId, youth.id, referee.id, '2027-01-01', '2027-12-31');

    const otherList = await request(t.app).get('/api/referees/certificates/?on=2027-03-10').set(other.manager.auth);
    const otherLevel = await request(t.app).get(`/api/referees/certificates/?level=${youth.id}`).set(other.manager.auth);
    const badDay = await request(t.app).get('/api/referees/certificates/?on=2027-02-30').set(manager.auth);
    const badDays = await request(t.app).get('/api/referees/certificates/?expiring_within=soon').set(manager.auth);
    const asReferee = await request(t.app).get('/api/referees/certificates/').set(referee.auth);

    expect(otherList.body.results).toEqual([]);
    expect(otherLevel.status).toBe(404);
    expect([badDay.status, badDays.status, asReferee.status]).toEqual([400, 400, 403]);
    expect(badDays.body.error).toMatch(/Expiring within must be a number of days/);
  });
});
