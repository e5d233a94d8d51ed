import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { bandOf } from '../family-report.service.js';
import { arrangeEvaluationDay, checkIn, joinAs, score } from './arrange-evaluation.js';

const t = useTestApp();

describe('GET /api/evaluations/{id}/family_reports/', () => {
  it('places each child among the division per skill, counts who saw them and lists notes without names', async () => {
    const a = await arrangeEvaluationDay(t, 4);
    const bibs = [];
    for (const p of a.players) bibs.push(await checkIn(t, a, p.id));
    const ann = await joinAs(t, a, 'Ann');
    const bob = await joinAs(t, a, 'Bob');
    const s = a.shooting.id;
    // Everyone scored everyone: the corrected figure is the mean (1, 2, 3, 4 on Shooting).
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: bibs.map((b, i) => score(b, s, i + 1, i === 3 ? { note: 'Lovely follow-through' } : {})) });
    await request(t.app).post('/api/evaluate/scores/').set(bob.auth).send({ scores: bibs.map((b, i) => score(b, s, i + 1)) });

    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/family_reports/`).set(a.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ event: { name: 'Fall tryouts', division: 'U10', date: '2026-09-12' }, method: 'corrected', finalised: false });
    const player4 = res.body.players.find((p: { name: string }) => p.name === 'Player 4');
    expect(player4).toMatchObject({ evaluators: 2, skills: [{ skill_id: s, band: 'top', figure: 4, division_average: 2.5 }], comments: [{ skill_id: s, note: 'Lovely follow-through' }] });
    expect(JSON.stringify(player4.comments)).not.toContain('Ann');
    expect(res.body.players.find((p: { name: string }) => p.name === 'Player 1').skills[0].band).toBe('developing');
  });

  it('uses the finalised method once the day is finalised', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 3)] });
    await request(t.app).post(`/api/evaluations/${a.event.id}/finalise/`).set(a.admin.auth).send({ method: 'mean', blend_weight: 0 });

    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/family_reports/`).set(a.admin.auth);

    expect(res.body).toMatchObject({ method: 'mean', finalised: true, players: [{ name: 'Player 1', evaluators: 1, skills: [{ band: 'upper' }], comments: [] }] });
  });

  it("answers 404 for another league's evaluation day", async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const other = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/family_reports/`).set(other.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toEqual(expect.any(String));
  });
});

describe('bandOf', () => {
  it('puts ties half above and half below, and a lone child in the middle', () => {
    expect(bandOf(4, [1, 2, 3, 4])).toBe('top');
    expect(bandOf(2, [1, 2, 3, 4])).toBe('lower');
    expect(bandOf(3, [3, 3, 3])).toBe('upper');
    expect(bandOf(3, [3])).toBe('upper');
  });
});
