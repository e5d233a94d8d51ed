import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, arrangeTwoDivisionDay, checkIn, score } from './arrange-evaluation.js';

const t = useTestApp();

describe('the coverage board and the day of one division of a several-division day', () => {
  it("shows only the chosen division's children, skills, evaluators' scores and check-ins", async () => {
    const a = await arrangeTwoDivisionDay(t);
    const eventId = a.created.body.id as number;
    const api = (path: string) => `/api/evaluations/${eventId}/${path}`;
    const avaBib = (await request(t.app).post(api('check_in/')).set(a.admin.auth).send({ player_id: a.ava.id })).body.bib;
    const benBib = (await request(t.app).post(api('check_in/')).set(a.admin.auth).send({ player_id: a.ben.id })).body.bib;
    const code = await request(t.app).post(api('access_codes/')).set(a.admin.auth).send({});
    const joined = await request(t.app).post('/api/evaluate/session/').send({ code: code.body.code, name: 'Ann' });
    await request(t.app).post('/api/evaluate/scores/').set({ Authorization: `Token ${joined.body.token}` }).send({ scores: [score(avaBib, a.u10Shooting.id, 4), score(benBib, a.u12Passing.id, 2)] });

    const coverage = await request(t.app).get(api('coverage/')).query({ division_id: a.u12.id }).set(a.admin.auth);
    const day = await request(t.app).get(api('')).query({ division_id: a.u12.id }).set(a.admin.auth);

    expect(coverage.status).toBe(200);
    expect(coverage.body.players).toEqual([{ player_id: a.ben.id, name: 'Ben', bib: benBib, skills: [{ skill_id: a.u12Passing.id, evaluators: 1 }], below_minimum: true }]);
    expect(coverage.body.evaluators).toMatchObject([{ name: 'Ann', players_scored: 1, scores: 1, share_of_field: 1 }]);
    expect(day.status).toBe(200);
    expect(day.body.skills.map((s: { name: string }) => s.name)).toEqual(['Passing']);
    expect(day.body.checked_in).toBe(1);
    expect(day.body.divisions.map((d: { name: string }) => d.name)).toEqual(['U10', 'U12']);
  });

  it("prints the family reports of the chosen division only: its children, its skills, its name", async () => {
    const a = await arrangeTwoDivisionDay(t);
    const eventId = a.created.body.id as number;
    for (const player of [a.ava, a.ben]) await request(t.app).post(`/api/evaluations/${eventId}/check_in/`).set(a.admin.auth).send({ player_id: player.id });

    const every = await request(t.app).get(`/api/evaluations/${eventId}/family_reports/`).set(a.admin.auth);
    const u12 = await request(t.app).get(`/api/evaluations/${eventId}/family_reports/`).query({ division_id: a.u12.id }).set(a.admin.auth);

    expect(every.body.players.map((p: { name: string }) => p.name)).toEqual(['Ava', 'Ben']);
    expect(u12.status).toBe(200);
    expect(u12.body.players.map((p: { name: string }) => p.name)).toEqual(['Ben']);
    expect(u12.body.skills.map((s: { name: string }) => s.name)).toEqual(['Passing']);
    expect(u12.body.event.division).toBe('U12');
  });

  it('answers 400 with a sentence for a division that is not one of the day, on each', async () => {
    const a = await arrangeTwoDivisionDay(t);
    const other = await arrangeEvaluationDay(t, 0);
    const eventId = a.created.body.id as number;

    const coverage = await request(t.app).get(`/api/evaluations/${eventId}/coverage/`).query({ division_id: other.division.id }).set(a.admin.auth);
    const day = await request(t.app).get(`/api/evaluations/${eventId}/`).query({ division_id: other.division.id }).set(a.admin.auth);
    const reports = await request(t.app).get(`/api/evaluations/${eventId}/family_reports/`).query({ division_id: other.division.id }).set(a.admin.auth);
    const notANumber = await request(t.app).get(`/api/evaluations/${eventId}/coverage/`).query({ division_id: 'U12' }).set(a.admin.auth);

    for (const res of [coverage, day, reports]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('That division is not one of this evaluation day.');
    }
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.error).toBe('division_id must be a division of this evaluation day.');
  });
});

describe("the desk's search ignores accents", () => {
  it('finds "Zoë" by "Zoe", "José" by "jose", and a household written with accents', async () => {
    const a = await arrangeEvaluationDay(t, 0);
    const zoe = await createPlayer(t.db, a.division, { name: 'Zoë Martin' });
    const jose = await createPlayer(t.db, a.division, { name: 'José Alvarez' });
    await createPlayer(t.db, a.division, { name: 'Zack Moore' });
    const household = await t.db.household.create({ data: { leagueId: a.admin.leagueId, name: 'Nuñez' } });
    const participant = await t.db.participant.create({ data: { leagueId: a.admin.leagueId, name: 'Lia Brown', householdId: household.id } });
    const lia = await createPlayer(t.db, a.division, { name: 'Lia Brown' });
    await t.db.player.update({ where: { id: lia.id }, data: { participantId: participant.id } });
    await checkIn(t, a, zoe.id);
    const desk = async (query: Record<string, string>) => (await request(t.app).get(`/api/evaluations/${a.event.id}/players/`).query(query).set(a.admin.auth)).body;

    const byZoe = await desk({ search: 'zoe', page_size: '10' });
    const byJose = await desk({ search: 'Jose alv' });
    const byHousehold = await desk({ search: 'NUNEZ' });
    const checkedInZoe = await desk({ search: 'Zoé', checked_in: 'true' });

    expect(byZoe).toMatchObject({ count: 1, results: [{ player_id: zoe.id, name: 'Zoë Martin', bib: 1 }] });
    expect(byJose).toMatchObject({ count: 1, results: [{ player_id: jose.id }] });
    expect(byHousehold).toMatchObject({ count: 1, results: [{ player_id: lia.id, household: 'Nuñez' }] });
    expect(checkedInZoe).toMatchObject({ count: 1, results: [{ player_id: zoe.id }] });
  });
});
