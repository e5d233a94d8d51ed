import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague } from '../../__tests__/quiz-fixtures.js';
import { createBankQuestions } from './bank-fixtures.js';

const t = useTestApp();
const approveUrl = '/api/quizzes/bank/approve/';

describe('approving several review-queue questions at once', () => {
  it('approves every ticked draft in one request and says how many were already approved', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const imported = await createBankQuestions(t.db, leagueId, 33, { status: 'draft' });
    const [approvedBefore] = await createBankQuestions(t.db, leagueId, 1);
    const [untouched] = await createBankQuestions(t.db, leagueId, 1, { status: 'draft' });
    const ids = [...imported.map((q) => q.id), approvedBefore!.id];

    const res = await request(t.app).post(approveUrl).set(manager.auth).send({ question_ids: ids });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ approved: 33, already_approved: 1 });
    expect(await t.db.question.count({ where: { id: { in: ids }, status: 'approved' } })).toBe(34);
    expect(await t.db.question.findUniqueOrThrow({ where: { id: untouched!.id } })).toMatchObject({ status: 'draft' });
  });

  it("approves nothing and answers 404 when one of the ids is another league's question", async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [mine] = await createBankQuestions(t.db, leagueId, 1, { status: 'draft' });
    const [theirs] = await createBankQuestions(t.db, (await createQuizLeague(t.db)).leagueId, 1, { status: 'draft' });

    const res = await request(t.app).post(approveUrl).set(manager.auth).send({ question_ids: [mine!.id, theirs!.id] });

    expect(res.status).toBe(404);
    expect(await t.db.question.count({ where: { id: { in: [mine!.id, theirs!.id] }, status: 'draft' } })).toBe(2);
  });

  it('answers 400 with a sentence for an empty list, and 403 to referees', async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const [draft] = await createBankQuestions(t.db, leagueId, 1, { status: 'draft' });

    const empty = await request(t.app).post(approveUrl).set(manager.auth).send({ question_ids: [] });
    const byReferee = await request(t.app).post(approveUrl).set(referee.auth).send({ question_ids: [draft!.id] });

    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/choose at least one question to approve/);
    expect(byReferee.status).toBe(403);
  });
});
