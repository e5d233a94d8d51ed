import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { anotherReferee, createFlagLeague, flag, startQuizAttempt, takeQuiz } from './flag-helpers.js';

const t = useTestApp();

const regrade = (auth: Record<string, string>, questionId: number, body: object) =>
  request(t.app).post(`/api/quizzes/bank/${questionId}/regrade/`).set(auth).send(body);

describe('POST /api/quizzes/bank/{id}/regrade/', () => {
  it('fixes the key and rescores every completed attempt of that version, recording each change', async () => {
    const { manager, referee, leagueId, quiz, trueFalse, eightSeconds, fiveFouls } = await createFlagLeague(t.db);
    const second = await anotherReferee(t.db, leagueId);
    const third = await anotherReferee(t.db, leagueId);
    // Keys: true, 8, 5. The 8-second key is "fixed" to 10 below.
    const allRight = await takeQuiz(t.app, quiz.id, referee, { [trueFalse.id]: 'true', [eightSeconds.id]: '8', [fiveFouls.id]: '5' });
    const saidTen = await takeQuiz(t.app, quiz.id, second, { [trueFalse.id]: 'true', [eightSeconds.id]: '10', [fiveFouls.id]: '5' });
    const failedWithTen = await takeQuiz(t.app, quiz.id, third, { [trueFalse.id]: 'false', [eightSeconds.id]: '10', [fiveFouls.id]: '4' });
    await flag(t.app, second, saidTen.attemptId, { question_id: eightSeconds.id, comment: 'The answer is 10.' });

    const res = await regrade(manager.auth, eightSeconds.id, { correct_answer: ' 10 ', explanation: 'Ten, in this league’s youth rules.' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ attempts_regraded: 3, version: 2, flags_resolved: 1 });
    expect(res.body.changed).toEqual([
      { attempt_id: allRight.attemptId, username: referee.username, old_score: 100, new_score: 66.67, old_passed: true, new_passed: true },
      { attempt_id: saidTen.attemptId, username: second.username, old_score: 66.67, new_score: 100, old_passed: true, new_passed: true },
      { attempt_id: failedWithTen.attemptId, username: third.username, old_score: 0, new_score: 33.33, old_passed: false, new_passed: false },
    ]);
    const question = await t.db.question.findUniqueOrThrow({ where: { id: eightSeconds.id } });
    expect(question).toMatchObject({ correctAnswer: '10', version: 2, explanation: 'Ten, in this league’s youth rules.' });
    const stored = await t.db.quizAttempt.findUniqueOrThrow({ where: { id: saidTen.attemptId }, include: { questions: true } });
    expect(stored).toMatchObject({ score: 100, correctAnswers: 3, passed: true });
    expect(stored.questions.find((q) => q.questionId === eightSeconds.id)).toMatchObject({ correctAnswer: '10', isCorrect: true, questionVersion: 2 });
    const records = await t.db.attemptRegrade.findMany({ where: { questionId: eightSeconds.id }, orderBy: { attemptId: 'asc' } });
    expect(records.map((r) => [r.attemptId, r.oldCorrectAnswer, r.newCorrectAnswer, r.questionVersion, r.actorId])).toEqual([
      [allRight.attemptId, '8', '10', 1, manager.id],
      [saidTen.attemptId, '8', '10', 1, manager.id],
      [failedWithTen.attemptId, '8', '10', 1, manager.id],
    ]);
    expect(await t.db.questionFlag.findFirst({ where: { attemptId: saidTen.attemptId } })).toMatchObject({ status: 'resolved', resolvedById: manager.id });
  });

  it('changes pass/fail where the new score crosses the passing score, and statistics follow (a blank explanation keeps the old one)', async () => {
    const { manager, referee, quiz, trueFalse, eightSeconds, fiveFouls } = await createFlagLeague(t.db);
    const taken = await takeQuiz(t.app, quiz.id, referee, { [trueFalse.id]: 'true', [eightSeconds.id]: '10', [fiveFouls.id]: '4' });
    expect(taken.result).toMatchObject({ score: 33.33, passed: false });

    const res = await regrade(manager.auth, eightSeconds.id, { correct_answer: '10', explanation: '  ' });
    const stats = await request(t.app).get('/api/quizzes/admin/results/').set(manager.auth);
    const result = await request(t.app).get(`/api/quizzes/attempts/${taken.attemptId}/`).set(referee.auth);

    expect(res.body.changed).toEqual([expect.objectContaining({ old_passed: false, new_passed: true, new_score: 66.67 })]);
    expect(result.body).toMatchObject({ score: 66.67, passed: true, correct_answers: 2 });
    const quizStats = stats.body.quiz_statistics.find((q: { quiz: { id: number } }) => q.quiz.id === quiz.id);
    expect(quizStats).toMatchObject({ passed_attempts: 1, average_score: 66.7 });
    const eight = quizStats.question_statistics.find((q: { question_id: number }) => q.question_id === eightSeconds.id);
    expect(eight).toMatchObject({ times_answered: 1, times_correct: 1 });
    expect((await t.db.question.findUniqueOrThrow({ where: { id: eightSeconds.id } })).explanation).toBe(eightSeconds.explanation);
  });

  it('gives an attempt still open the fixed key, so it is scored with it on submit', async () => {
    const { manager, referee, quiz, trueFalse, eightSeconds, fiveFouls } = await createFlagLeague(t.db);
    const attemptId = await startQuizAttempt(t.app, quiz.id, referee);

    const res = await regrade(manager.auth, eightSeconds.id, { correct_answer: '10' });
    const submit = await request(t.app)
      .patch(`/api/quizzes/attempts/${attemptId}/submit/`)
      .set(referee.auth)
      .send({ answers: { [trueFalse.id]: 'true', [eightSeconds.id]: '10', [fiveFouls.id]: '5' } });

    expect(res.body).toMatchObject({ attempts_regraded: 0, changed: [] });
    expect(submit.body).toMatchObject({ score: 100, passed: true });
  });

  it('leaves attempts that were asked another version alone', async () => {
    const { manager, referee, leagueId, quiz, eightSeconds } = await createFlagLeague(t.db);
    const older = await takeQuiz(t.app, quiz.id, referee, { [eightSeconds.id]: '8' });
    // An edit since then made version 2 (with 5 as its key); the regrade fixes version 2.
    await t.db.question.update({ where: { id: eightSeconds.id }, data: { version: 2, correctAnswer: '5' } });
    const second = await anotherReferee(t.db, leagueId);
    const newer = await takeQuiz(t.app, quiz.id, second, { [eightSeconds.id]: '10' });

    const res = await regrade(manager.auth, eightSeconds.id, { correct_answer: '10' });

    expect(res.body).toMatchObject({ attempts_regraded: 1, version: 3 });
    expect(res.body.changed.map((c: { attempt_id: number }) => c.attempt_id)).toEqual([newer.attemptId]);
    const untouched = await t.db.attemptQuestion.findFirstOrThrow({ where: { attemptId: older.attemptId, questionId: eightSeconds.id } });
    expect(untouched).toMatchObject({ correctAnswer: '8', questionVersion: 1, isCorrect: true });
  });

  it('refuses a key that is not an option, or the key it already has, changing nothing', async () => {
    const { manager, referee, quiz, eightSeconds } = await createFlagLeague(t.db);
    await takeQuiz(t.app, quiz.id, referee, { [eightSeconds.id]: '8' });

    const notAnOption = await regrade(manager.auth, eightSeconds.id, { correct_answer: '12' });
    const same = await regrade(manager.auth, eightSeconds.id, { correct_answer: '8' });

    expect(notAnOption.status).toBe(400);
    expect(notAnOption.body.error).toBe('The correct answer must be one of the options.');
    expect(same.status).toBe(400);
    expect(same.body.error).toContain('The correct answer is already "8".');
    expect(await t.db.question.findUniqueOrThrow({ where: { id: eightSeconds.id } })).toMatchObject({ version: 1, correctAnswer: '8' });
    expect(await t.db.attemptRegrade.count({ where: { questionId: eightSeconds.id } })).toBe(0);
  });

  it('answers 404 for another league’s question and 403 for a referee', async () => {
    const { manager } = await createFlagLeague(t.db);
    const other = await createFlagLeague(t.db);

    expect((await regrade(manager.auth, other.eightSeconds.id, { correct_answer: '10' })).status).toBe(404);
    expect((await regrade(other.referee.auth, other.eightSeconds.id, { correct_answer: '10' })).status).toBe(403);
  });
});
