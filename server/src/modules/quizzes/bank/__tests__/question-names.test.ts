import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from '../../__tests__/quiz-fixtures.js';
import { createBankQuestions } from './bank-fixtures.js';

// Moodle's question name and ID number (decision 0083) on the bank's list and edit (decision 0088).
const t = useTestApp();
const bank = '/api/quizzes/bank/';

describe("a bank question's name and ID number", () => {
  it('are listed, null when the question has none', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [named] = await createBankQuestions(t.db, leagueId, 1);
    await t.db.question.update({ where: { id: named!.id }, data: { name: 'Travel 01', idnumber: 'FIBA-25-01' } });
    const [plain] = await createBankQuestions(t.db, leagueId, 1);

    const list = await request(t.app).get(bank).set(manager.auth);

    const byId = new Map(list.body.results.map((q: { id: number }) => [q.id, q]));
    expect(byId.get(named!.id)).toMatchObject({ name: 'Travel 01', idnumber: 'FIBA-25-01' });
    expect(byId.get(plain!.id)).toMatchObject({ name: null, idnumber: null });
  });

  it('are edited by the admin, trimmed, and a blank one is cleared, leaving the version as it was', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [q] = await createBankQuestions(t.db, leagueId, 1);
    const url = `${bank}${q!.id}/`;

    const named = await request(t.app).patch(url).set(manager.auth).send({ name: '  Travel 01 ', idnumber: 'FIBA-25-01' });
    const cleared = await request(t.app).patch(url).set(manager.auth).send({ name: '', idnumber: null });

    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ name: 'Travel 01', idnumber: 'FIBA-25-01', version: 1 });
    expect(cleared.body).toMatchObject({ name: null, idnumber: null, version: 1 });
  });

  it('may change while the quiz listing the question is active, since they change no answer', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);

    const edited = await request(t.app).patch(`${bank}${quiz.questions[0]!.id}/`).set(manager.auth).send({ name: 'Shot clock reset' });

    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Shot clock reset');
  });

  it("refuses names and ID numbers longer than Moodle's, with a sentence", async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [q] = await createBankQuestions(t.db, leagueId, 1);

    const longName = await request(t.app).patch(`${bank}${q!.id}/`).set(manager.auth).send({ name: 'n'.repeat(256) });
    const longId = await request(t.app).patch(`${bank}${q!.id}/`).set(manager.auth).send({ idnumber: 'i'.repeat(101) });

    expect(longName.status).toBe(400);
    expect(longName.body.error).toBe('The question name must be at most 255 characters long.');
    expect(longId.status).toBe(400);
    expect(longId.body.error).toBe('The ID number must be at most 100 characters long.');
  });
});
