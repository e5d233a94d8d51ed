import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { scoreAnswers } from '../../attempts/scoring.js';
import { readSavedAnswers } from '../../attempts/attempt-answers.js';
import { anotherReferee, createFlagLeague, startQuizAttempt, takeQuiz } from './flag-helpers.js';

const t = useTestApp();
// PGlite runs one statement at a time, so only PostgreSQL can race these for real.
const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(!onPostgres)('a regrade racing a submit on PostgreSQL', () => {
  it('never leaves a stale score: the submitted attempt is scored with the new key or regraded', async () => {
    for (let round = 0; round < 10; round++) {
      const { manager, referee, leagueId, quiz, trueFalse, eightSeconds, fiveFouls } = await createFlagLeague(t.db);
      // A finished attempt too, so the regrade has completed work while the submit runs.
      await takeQuiz(t.app, quiz.id, await anotherReferee(t.db, leagueId), { [eightSeconds.id]: '10' });
      const attemptId = await startQuizAttempt(t.app, quiz.id, referee);
      const answers = { [trueFalse.id]: 'true', [eightSeconds.id]: '10', [fiveFouls.id]: '4' };

      const [submit, regrade] = await Promise.all([
        request(t.app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).set(referee.auth).send({ answers }),
        request(t.app).post(`/api/quizzes/bank/${eightSeconds.id}/regrade/`).set(manager.auth).send({ correct_answer: '10' }),
      ]);

      expect(submit.status).toBe(200);
      expect(regrade.status).toBe(200);
      const attempt = await t.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, include: { questions: { orderBy: { position: 'asc' } } } });
      const asked = attempt.questions.find((q) => q.questionId === eightSeconds.id)!;
      expect(asked).toMatchObject({ correctAnswer: '10', questionVersion: 2, isCorrect: true });
      const rescored = scoreAnswers(attempt.questions, readSavedAnswers(attempt.savedAnswers), quiz.passingScore);
      expect({ score: attempt.score, correct: attempt.correctAnswers, passed: attempt.passed }).toEqual({ score: 66.67, correct: 2, passed: true });
      expect(rescored).toMatchObject({ score: 66.67, correctAnswers: 2, passed: true });
      // Whichever came first, the attempt's stored rows agree with its score.
      expect(attempt.questions.filter((q) => q.isCorrect).length).toBe(attempt.correctAnswers);
    }
  });

  it('an attempt started while a regrade runs asks the fixed key or is regraded, never the stale one', async () => {
    for (let round = 0; round < 10; round++) {
      const { manager, referee, quiz, eightSeconds } = await createFlagLeague(t.db);

      const [start, regrade] = await Promise.all([
        request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth),
        request(t.app).post(`/api/quizzes/bank/${eightSeconds.id}/regrade/`).set(manager.auth).send({ correct_answer: '10' }),
      ]);

      expect(start.status).toBe(201);
      expect(regrade.status).toBe(200);
      const asked = await t.db.attemptQuestion.findFirstOrThrow({ where: { attemptId: start.body.attempt.id, questionId: eightSeconds.id } });
      expect(asked).toMatchObject({ correctAnswer: '10', questionVersion: 2 });
    }
  });
});
