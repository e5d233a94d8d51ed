import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, checkIn, joinAs, score } from './arrange-evaluation.js';

const t = useTestApp();

// Truly concurrent requests need PostgreSQL (PGlite runs one query at a time).
describe.skipIf(!runsOnPostgres())('evaluation day under concurrent requests (PostgreSQL)', () => {
  it('two desks checking in at the same instant never give one bib twice', async () => {
    const a = await arrangeEvaluationDay(t, 12);

    const answers = await Promise.all(a.players.map((p) => request(t.app).post(`/api/evaluations/${a.event.id}/check_in/`).set(a.admin.auth).send({ player_id: p.id })));

    expect(answers.map((r) => r.status)).toEqual(a.players.map(() => 201));
    expect(answers.map((r) => r.body.bib).sort((x: number, y: number) => x - y)).toEqual(a.players.map((_, i) => i + 1));
  });

  it('one child checked in by two desks at once gets one bib', async () => {
    const a = await arrangeEvaluationDay(t, 1);

    const [first, second] = await Promise.all([0, 1].map(() => request(t.app).post(`/api/evaluations/${a.event.id}/check_in/`).set(a.admin.auth).send({ player_id: a.players[0]!.id })));

    expect(first!.body.bib).toBe(second!.body.bib);
    expect(await t.db.evaluationCheckIn.count({ where: { eventId: a.event.id } })).toBe(1);
  });

  it('a phone resending its whole queue several times at once stores every score exactly once', async () => {
    const a = await arrangeEvaluationDay(t, 5);
    const bibs = [];
    for (const p of a.players) bibs.push(await checkIn(t, a, p.id));
    const ann = await joinAs(t, a, 'Ann');
    const queue = bibs.flatMap((bib) => [score(bib, a.shooting.id, 3), score(bib, a.defense.id, 4)]);

    const answers = await Promise.all([0, 1, 2, 3].map(() => request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: queue })));

    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await t.db.evaluationScore.count({ where: { eventId: a.event.id } })).toBe(queue.length);
  });
});
