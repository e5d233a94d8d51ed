import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, checkIn, joinAs, score } from './arrange-evaluation.js';
import { evaluatorSessionHours } from '../authenticate-evaluator.js';
import { appWithClock } from '../../quizzes/__tests__/attempt-helpers.js';

const t = useTestApp();

describe('evaluation day: event and check-in desk', () => {
  it('creates an event with its sessions and the division skills, and gives bibs in order, the same one again on a second check-in', async () => {
    const a = await arrangeEvaluationDay(t, 2);

    const first = await request(t.app).post(`/api/evaluations/${a.event.id}/check_in/`).set(a.admin.auth).send({ player_id: a.players[0]!.id });
    const second = await request(t.app).post(`/api/evaluations/${a.event.id}/check_in/`).set(a.admin.auth).send({ player_id: a.players[1]!.id });
    const again = await request(t.app).post(`/api/evaluations/${a.event.id}/check_in/`).set(a.admin.auth).send({ player_id: a.players[0]!.id });
    const event = await request(t.app).get(`/api/evaluations/${a.event.id}/`).set(a.admin.auth);

    expect([first.status, second.status, again.status]).toEqual([201, 201, 200]);
    expect([first.body.bib, second.body.bib, again.body.bib]).toEqual([1, 2, 1]);
    expect(event.body).toMatchObject({ name: 'Fall tryouts', min_evaluators: 2, scale: { min: 1, max: 5, step: 1 }, checked_in: 2 });
    expect(event.body.sessions).toEqual([expect.objectContaining({ date: '2026-09-12', start_time: '09:00', gym: 'North gym' })]);
    expect(event.body.skills.map((s: { name: string }) => s.name)).toEqual(['Shooting', 'Defense']);
  });

  it('registers a walk-up in the division and gives them the next bib', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    await checkIn(t, a, a.players[0]!.id);

    const res = await request(t.app).post(`/api/evaluations/${a.event.id}/walk_ups/`).set(a.admin.auth).send({ name: 'Zoe Walker', date_of_birth: '2016-05-01' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Zoe Walker', bib: 2, walk_up: true });
    const player = await t.db.player.findUniqueOrThrow({ where: { id: res.body.player_id } });
    expect(player.divisionId).toBe(a.division.id);
    expect(player.participantId).not.toBeNull();
  });

  it('answers 404 for another league\'s event and refuses a player of another division', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const other = await createAdminInNewLeague(t.db);
    const b = await arrangeEvaluationDay(t, 1);

    const foreign = await request(t.app).get(`/api/evaluations/${a.event.id}/`).set(other.auth);
    const wrongDivision = await request(t.app).post(`/api/evaluations/${a.event.id}/check_in/`).set(a.admin.auth).send({ player_id: b.players[0]!.id });

    expect(foreign.status).toBe(404);
    expect(wrongDivision.status).toBe(404);
  });
});

describe('evaluation day: evaluators and scores', () => {
  it('an evaluator joins with a code, sees the bibs and skills, and a resend of the same scores stores nothing twice', async () => {
    const a = await arrangeEvaluationDay(t, 2);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    const batch = [score(bib, a.shooting.id, 4), score(bib, a.defense.id, 3, { note: 'Quick feet', needs_another_look: true })];

    const event = await request(t.app).get('/api/evaluate/event/').set(ann.auth);
    const sent = await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: batch });
    const resent = await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: batch });

    expect(event.body.players).toEqual([{ bib, name: 'Player 1', skill_ids: [a.shooting.id, a.defense.id] }]);
    expect(event.body.skills.map((s: { name: string }) => s.name)).toEqual(['Shooting', 'Defense']);
    expect(sent.status).toBe(200);
    expect(sent.body.stored).toEqual(batch.map((s) => s.id));
    expect(resent.body).toEqual({ stored: [], already_stored: batch.map((s) => s.id), rejected: [] });
    expect(await t.db.evaluationScore.count({ where: { eventId: a.event.id } })).toBe(2);
  });

  it('a later change to the same score wins and the earlier value stays in its history', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    const first = score(bib, a.shooting.id, 2, { scored_at: '2026-09-12T09:10:00Z' });
    const change = score(bib, a.shooting.id, 4, { scored_at: '2026-09-12T09:12:00Z' });

    // The change arrives first (a phone sends out of order); the later scored_at still wins.
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [change] });
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [first] });
    const results = await request(t.app).get(`/api/evaluations/${a.event.id}/results/?method=mean`).set(a.admin.auth);
    const mine = await request(t.app).get('/api/evaluate/event/').set(ann.auth);

    expect(results.body.players[0].skills[0]).toMatchObject({ skill_id: a.shooting.id, figure: 4, count: 1 });
    expect(mine.body.my_scores).toEqual([expect.objectContaining({ bib, skill_id: a.shooting.id, value: 4 })]);
    expect(await t.db.evaluationScore.count({ where: { eventId: a.event.id } })).toBe(2);
  });

  it('refuses a bib not checked in and a value off the scale with a sentence each, and stores the good scores of the same request', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    const good = score(bib, a.shooting.id, 3);
    const unknownBib = score(99, a.shooting.id, 3);
    const offScale = score(bib, a.defense.id, 7);

    const res = await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [good, unknownBib, offScale] });

    expect(res.status).toBe(422);
    expect(res.body.error).toBe('2 of 3 scores were not stored. Bib 99 is not checked in at this evaluation day. Check the number, or ask the desk to check the player in.');
    expect(res.body.details.stored).toEqual([good.id]);
    expect(res.body.details.rejected).toEqual([
      { id: unknownBib.id, code: 'bib_not_checked_in', error: expect.stringContaining('Bib 99') },
      { id: offScale.id, code: 'off_scale', error: "7 is not on this day's scale for Defense: from 1 to 5 in steps of 1." },
    ]);
    expect(await t.db.evaluationScore.count({ where: { eventId: a.event.id } })).toBe(1);
  });

  it('three codes made in a row are all listed with their codes until one is revoked, which then shows no code', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await request(t.app).post(`/api/evaluations/${a.event.id}/access_codes/`).set(a.admin.auth).send({})).body);

    await request(t.app).post(`/api/evaluations/${a.event.id}/access_codes/${made[0].id}/revoke/`).set(a.admin.auth);
    const list = await request(t.app).get(`/api/evaluations/${a.event.id}/access_codes/`).set(a.admin.auth);

    expect(list.body.results.map((c: { id: number; code?: string }) => [c.id, c.code])).toEqual([
      [made[0].id, undefined],
      [made[1].id, made[1].code],
      [made[2].id, made[2].code],
    ]);
  });

  it('a revoked code ends its evaluators\' sessions at once: no names or bibs, not even a walk-up checked in afterwards, no score stored, and no one joins with it', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    const cy = await joinAs(t, a, 'Cy');
    const code = await request(t.app).post(`/api/evaluations/${a.event.id}/access_codes/`).set(a.admin.auth).send({});

    await request(t.app).post(`/api/evaluations/${a.event.id}/access_codes/${ann.codeId}/revoke/`).set(a.admin.auth);
    await request(t.app).post(`/api/evaluations/${a.event.id}/access_codes/${code.body.id}/revoke/`).set(a.admin.auth);
    await request(t.app).post(`/api/evaluations/${a.event.id}/walk_ups/`).set(a.admin.auth).send({ name: 'Zoe Walker' });
    const event = await request(t.app).get('/api/evaluate/event/').set(ann.auth);
    const scores = await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 3)] });
    const join = await request(t.app).post('/api/evaluate/session/').send({ code: code.body.code.toLowerCase(), name: 'Bob' });
    const other = await request(t.app).get('/api/evaluate/event/').set(cy.auth);

    for (const res of [event, scores]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'The access code you joined with was withdrawn by the organiser. Ask them for a new code; your scores stay on this phone.', code: 'code_revoked' });
    }
    expect(event.text).not.toContain(a.players[0]!.name);
    expect(event.text).not.toContain('Zoe Walker');
    expect(join.status).toBe(410);
    expect(await t.db.evaluationScore.count({ where: { eventId: a.event.id } })).toBe(0);
    // Cy joined with another code, which still works.
    expect(other.status).toBe(200);
    expect(other.body.players.map((p: { name: string }) => p.name)).toContain('Zoe Walker');
  });

  it(`a session ends ${evaluatorSessionHours} hours after joining: the phone is asked to join again, and then reads and scores`, async () => {
    const clock = appWithClock(t, new Date('2026-09-12T07:30:00Z'));
    const day = { app: clock.app, db: t.db };
    const a = await arrangeEvaluationDay(day, 1);
    const bib = await checkIn(day, a, a.players[0]!.id);
    const ann = await joinAs(day, a, 'Ann');
    clock.advance(evaluatorSessionHours * 3_600_000 - 60_000);
    const late = await request(clock.app).get('/api/evaluate/event/').set(ann.auth);

    clock.advance(60_000);
    const ended = await request(clock.app).get('/api/evaluate/event/').set(ann.auth);
    const refused = await request(clock.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 3)] });
    const again = await request(clock.app).post('/api/evaluate/session/').send({ code: ann.code, name: 'Ann' });
    const rejoined = { Authorization: `Token ${again.body.token}` };
    const reads = await request(clock.app).get('/api/evaluate/event/').set(rejoined);
    const scores = await request(clock.app).post('/api/evaluate/scores/').set(rejoined).send({ scores: [score(bib, a.shooting.id, 3)] });

    expect(late.status).toBe(200);
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 'session_expired', error: expect.stringMatching(/^This phone joined more than 16 hours ago, so its session has ended\. Type the access code again/) });
    expect(refused.status).toBe(401);
    expect([again.status, reads.status, scores.status]).toEqual([201, 200, 200]);
    expect(await t.db.evaluationScore.count({ where: { eventId: a.event.id } })).toBe(1);
  });

  it('keeps evaluators and users apart: an evaluator token opens no admin call and a user token sends no scores', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const ann = await joinAs(t, a, 'Ann');

    const adminCall = await request(t.app).get(`/api/evaluations/${a.event.id}/`).set(ann.auth);
    const userScores = await request(t.app).post('/api/evaluate/scores/').set(a.admin.auth).send({ scores: [] });

    expect(adminCall.status).toBe(401);
    expect(userScores.status).toBe(401);
  });
});
