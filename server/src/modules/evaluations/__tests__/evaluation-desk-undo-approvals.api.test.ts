import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, checkIn, joinAs, score } from './arrange-evaluation.js';

const t = useTestApp();

describe('undoing a mistaken check-in', () => {
  it('removes a check-in nobody has scored, and the bib is not given again', async () => {
    const a = await arrangeEvaluationDay(t, 2);
    const [first, second] = a.players;
    expect(await checkIn(t, a, first!.id)).toBe(1);

    const undone = await request(t.app).delete(`/api/evaluations/${a.event.id}/check_in/${first!.id}/`).set(a.admin.auth);

    expect(undone.status).toBe(204);
    expect(await checkIn(t, a, second!.id)).toBe(2);
    expect(await checkIn(t, a, first!.id)).toBe(3);
  });

  it('refuses with a sentence once an evaluator scored the child, and says when the child is not checked in', async () => {
    const a = await arrangeEvaluationDay(t, 2);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 3)] });

    const scored = await request(t.app).delete(`/api/evaluations/${a.event.id}/check_in/${a.players[0]!.id}/`).set(a.admin.auth);
    const notCheckedIn = await request(t.app).delete(`/api/evaluations/${a.event.id}/check_in/${a.players[1]!.id}/`).set(a.admin.auth);

    expect(scored.status).toBe(409);
    expect(scored.body.error).toBe('Player 1 (bib 1) already has 1 score from evaluators, so the check-in cannot be undone. Leave the bib as it is.');
    expect(await t.db.evaluationCheckIn.count({ where: { eventId: a.event.id } })).toBe(1);
    expect(notCheckedIn.status).toBe(404);
  });
});

describe("the desk's search on the server", () => {
  it('answers one page of the matches with the total, and the checked-in children latest bib first', async () => {
    const a = await arrangeEvaluationDay(t, 0);
    for (let i = 1; i <= 12; i++) await createPlayer(t.db, a.division, { name: `Sam Lee ${String(i).padStart(2, '0')}` });
    const kim = await createPlayer(t.db, a.division, { name: 'Kim Ode' });
    const lees = await t.db.player.findMany({ where: { divisionId: a.division.id, name: { startsWith: 'Sam' } }, orderBy: { name: 'asc' } });
    await checkIn(t, a, lees[0]!.id);
    await checkIn(t, a, kim.id);
    const desk = (query: Record<string, string | number>) => request(t.app).get(`/api/evaluations/${a.event.id}/players/`).query(query).set(a.admin.auth);

    const page2 = await desk({ search: 'lee sam', page: 2, page_size: 5 });
    const checkedIn = await desk({ checked_in: 'true' });

    expect(page2.body).toMatchObject({ count: 12, page: 2, page_size: 5, registered: 13, checked_in: 2 });
    expect(page2.body.results.map((p: { name: string }) => p.name)).toEqual(['Sam Lee 06', 'Sam Lee 07', 'Sam Lee 08', 'Sam Lee 09', 'Sam Lee 10']);
    expect(checkedIn.body.results.map((p: { name: string; bib: number }) => [p.bib, p.name])).toEqual([
      [2, 'Kim Ode'],
      [1, 'Sam Lee 01'],
    ]);
    expect((await desk({ page_size: 101 })).status).toBe(400);
  });
});

describe('notes the admin approves for family reports', () => {
  it('keeps the approval, and a note changed afterwards needs approving again', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 4, { note: 'Great follow-through' })] });
    const report = async () => (await request(t.app).get(`/api/evaluations/${a.event.id}/family_reports/`).set(a.admin.auth)).body.players[0].comments;
    const [comment] = await report();
    expect(comment).toMatchObject({ note: 'Great follow-through', approved: false });

    const approved = await request(t.app).post(`/api/evaluations/${a.event.id}/family_reports/comments/`).set(a.admin.auth).send({ player_id: a.players[0]!.id, key: comment.key, approved: true });

    expect(approved.status).toBe(200);
    expect(await report()).toMatchObject([{ approved: true }]);
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 4, { note: 'Great follow-through, shy on defense' })] });
    expect(await report()).toMatchObject([{ note: 'Great follow-through, shy on defense', approved: false }]);
  });

  it('answers 404 for a comment that is not there', async () => {
    const a = await arrangeEvaluationDay(t, 1);

    const res = await request(t.app).post(`/api/evaluations/${a.event.id}/family_reports/comments/`).set(a.admin.auth).send({ player_id: a.players[0]!.id, key: '1-1', approved: true });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('This comment is no longer in the family report. Reload the page.');
  });
});
