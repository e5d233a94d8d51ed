import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, checkIn, joinAs, score } from './arrange-evaluation.js';

const t = useTestApp();

describe('a score\'s phone time is bounded to around now', () => {
  it('a score stamped 9999-12-31 by a phone with a wrong clock does not win over the correction sent after it', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    const wrongClock = score(bib, a.shooting.id, 2, { scored_at: '9999-12-31T23:59:59Z' });

    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [wrongClock] });
    const correction = score(bib, a.shooting.id, 5, { scored_at: new Date(Date.now() + 1000).toISOString() });
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [correction] });
    const mine = await request(t.app).get('/api/evaluate/event/').set(ann.auth);

    expect(mine.body.my_scores).toEqual([expect.objectContaining({ bib, skill_id: a.shooting.id, value: 5 })]);
  });

  it('keeps the time of the server\'s receipt for a score stamped far ahead, and the phone\'s own time for one a little ahead', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    const littleAhead = new Date(Date.now() + 60_000).toISOString();
    const before = Date.now();

    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 3, { scored_at: '2999-01-01T00:00:00Z' }), score(bib, a.defense.id, 4, { scored_at: littleAhead })] });
    const after = Date.now();
    const stored = await t.db.evaluationScore.findMany({ where: { eventId: a.event.id }, orderBy: { skillId: 'asc' } });

    const bySkill = new Map(stored.map((s) => [s.skillId, s]));
    expect(bySkill.get(a.shooting.id)!.scoredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(bySkill.get(a.shooting.id)!.scoredAt.getTime()).toBeLessThanOrEqual(after);
    expect(bySkill.get(a.defense.id)!.scoredAt.toISOString()).toBe(littleAhead);
  });
});

describe('two phones sending one score id at once', () => {
  it('only the phone whose score was written is told "stored"; the other is told the id is taken', async () => {
    const a = await arrangeEvaluationDay(t, 3);
    const bibs = [];
    for (const p of a.players) bibs.push(await checkIn(t, a, p.id));
    const ann = await joinAs(t, a, 'Ann');
    const bob = await joinAs(t, a, 'Bob');
    const batch = bibs.flatMap((bib) => [score(bib, a.shooting.id, 3), score(bib, a.defense.id, 4)]);

    const answers = await Promise.all([ann, bob].map((phone) => request(t.app).post('/api/evaluate/scores/').set(phone.auth).send({ scores: batch })));

    const rows = await t.db.evaluationScore.findMany({ where: { eventId: a.event.id }, select: { clientId: true, evaluatorId: true } });
    const writerOf = new Map(rows.map((r) => [r.clientId, r.evaluatorId]));
    expect(rows).toHaveLength(batch.length);
    answers.forEach((answer, i) => {
      const phone = [ann, bob][i]!;
      const data = answer.status === 200 ? answer.body : answer.body.details;
      expect(data.stored.sort()).toEqual(batch.map((s) => s.id).filter((id) => writerOf.get(id) === phone.evaluatorId).sort());
      expect(data.rejected.map((r: { id: string }) => r.id).sort()).toEqual(batch.map((s) => s.id).filter((id) => writerOf.get(id) !== phone.evaluatorId).sort());
    });
  });
});
