import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeTwoDivisionDay as arrangeDay, score } from './arrange-evaluation.js';

const t = useTestApp();
const arrangeTwoDivisionDay = () => arrangeDay(t);

const api = (path: string) => `/api/evaluations/${path}`;

describe('an evaluation day for several divisions of one season', () => {
  it('checks in children of every division with one run of bibs, scores each on their own division’s skills, and shows and finalises each division on its own', async () => {
    const a = await arrangeTwoDivisionDay();
    expect(a.created.status).toBe(201);
    const eventId = a.created.body.id as number;
    expect(a.created.body.divisions.map((d: { name: string }) => d.name)).toEqual(['U10', 'U12']);

    const avaBib = (await request(t.app).post(api(`${eventId}/check_in/`)).set(a.admin.auth).send({ player_id: a.ava.id })).body.bib;
    const benBib = (await request(t.app).post(api(`${eventId}/check_in/`)).set(a.admin.auth).send({ player_id: a.ben.id })).body.bib;
    expect([avaBib, benBib]).toEqual([1, 2]);

    const code = await request(t.app).post(api(`${eventId}/access_codes/`)).set(a.admin.auth).send({});
    const joined = await request(t.app).post('/api/evaluate/session/').send({ code: code.body.code, name: 'Ann' });
    expect(joined.body.event.players).toEqual([
      { bib: 1, name: 'Ava', skill_ids: [a.u10Shooting.id] },
      { bib: 2, name: 'Ben', skill_ids: [a.u12Passing.id] },
    ]);
    const phone = { Authorization: `Token ${joined.body.token}` };
    const wrongSkill = score(benBib, a.u10Shooting.id, 3);
    const sent = await request(t.app).post('/api/evaluate/scores/').set(phone).send({ scores: [score(avaBib, a.u10Shooting.id, 4), score(benBib, a.u12Passing.id, 2), wrongSkill] });
    expect(sent.status).toBe(422);
    expect(sent.body.details.rejected).toEqual([{ id: wrongSkill.id, code: 'unknown_skill', error: expect.stringContaining("that skill is another division's") }]);

    const u12Results = await request(t.app).get(api(`${eventId}/results/`)).query({ method: 'mean', division_id: a.u12.id }).set(a.admin.auth);
    expect(u12Results.body.skills).toEqual([{ id: a.u12Passing.id, name: 'Passing' }]);
    expect(u12Results.body.players).toMatchObject([{ name: 'Ben', division_id: a.u12.id, skills: [{ skill_id: a.u12Passing.id, figure: 2 }] }]);

    const finalised = await request(t.app).post(api(`${eventId}/finalise/`)).set(a.admin.auth).send({ method: 'mean', division_id: a.u10.id });
    expect(finalised.body).toMatchObject({ players: 1, ratings_written: 1, division_ids: [a.u10.id] });
    const event = await request(t.app).get(api(`${eventId}/`)).set(a.admin.auth);
    expect(event.body.divisions.map((d: { finalised: unknown }) => d.finalised !== null)).toEqual([true, false]);
    const coverage = await request(t.app).get(api(`${eventId}/coverage/`)).set(a.admin.auth);
    expect(coverage.body.players.map((p: { skills: { skill_id: number }[] }) => p.skills.map((s) => s.skill_id))).toEqual([[a.u10Shooting.id], [a.u12Passing.id]]);
  });

  it('refuses divisions of two seasons with a sentence, and another league’s division as not found', async () => {
    const a = await arrangeTwoDivisionDay();
    const nextSeason = await createDivision(t.db, a.admin.leagueId, { name: 'U10 next year' });
    const other = await createAdminInNewLeague(t.db);
    const otherDivision = await createDivision(t.db, other.leagueId);

    const twoSeasons = await request(t.app).post(api('')).set(a.admin.auth).send({ division_ids: [a.u10.id, nextSeason.id], name: 'Mixed' });
    const otherLeague = await request(t.app).post(api('')).set(a.admin.auth).send({ division_id: a.u10.id, division_ids: [otherDivision.id], name: 'Theirs' });

    expect(twoSeasons.status).toBe(400);
    expect(twoSeasons.body.error).toBe('The divisions of one evaluation day must be of the same season; make one day per season.');
    expect(otherLeague.status).toBe(404);
    expect(await t.db.evaluationEvent.count({ where: { leagueId: a.admin.leagueId } })).toBe(1);
  });

  it('asks which division a walk-up joins when the day has several', async () => {
    const a = await arrangeTwoDivisionDay();
    const eventId = a.created.body.id as number;

    const unnamed = await request(t.app).post(api(`${eventId}/walk_ups/`)).set(a.admin.auth).send({ name: 'Cleo' });
    const named = await request(t.app).post(api(`${eventId}/walk_ups/`)).set(a.admin.auth).send({ name: 'Cleo', division_id: a.u12.id });

    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error).toBe("Choose the walk-up's division: this evaluation day has several.");
    expect(named.status).toBe(201);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: named.body.player_id } })).divisionId).toBe(a.u12.id);
  });
});
