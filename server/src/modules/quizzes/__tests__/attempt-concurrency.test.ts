import { describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { closeExpiredAttempts } from '../attempts/attempt-sweep.js';
import { scoreAnswers } from '../attempts/scoring.js';
import { readSavedAnswers } from '../attempts/attempt-answers.js';
import { appWithClock, saveAnswers, startAttempt, submitAnswers } from './attempt-helpers.js';

const t = useTestApp();
// PGlite runs one statement at a time, so only PostgreSQL can race these for real.
const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(!onPostgres)('submit, autosave and the sweep racing on PostgreSQL', () => {
  it('end with one result that matches the answers stored with it, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const clock = appWithClock(t);
      const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
      const [tf, single, multi] = quiz.questions;
      await saveAnswers(clock.app, attemptId, referee.auth, { [tf!.id]: 'true' });
      // Right at the end of the grace: the save, the submit and the sweep may each come first.
      clock.advance(10 * 60_000 + 30_000);

      const [save, submit, swept] = await Promise.all([
        saveAnswers(clock.app, attemptId, referee.auth, { [single!.id]: '8' }),
        submitAnswers(clock.app, attemptId, referee.auth, { [multi!.id]: '5' }),
        closeExpiredAttempts(t.db, new Date(clock.now().getTime() + 1_000), referee.id),
      ]);

      expect([200, 409]).toContain(save.status);
      expect(submit.status).toBe(200);
      const attempt = await t.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, include: { questions: { orderBy: { position: 'asc' } } } });
      const closers = Number(swept) + Number(!submit.body.already_submitted);
      expect(closers).toBe(1);
      const rescored = scoreAnswers(attempt.questions, readSavedAnswers(attempt.savedAnswers), 60);
      expect(attempt.correctAnswers).toBe(rescored.correctAnswers);
      expect(submit.body.correct_answers).toBe(attempt.correctAnswers);
      expect(attempt.questions.map((q) => q.answer)).toEqual(attempt.questions.map((q) => readSavedAnswers(attempt.savedAnswers)[q.questionId] ?? null));
      if (save.status === 200) expect(attempt.questions[1]!.answer).toBe('8');
    }
  });

  it('two autosaves at once both keep their answers', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    const [tf, single, multi] = quiz.questions;

    await Promise.all([
      saveAnswers(clock.app, attemptId, referee.auth, { [tf!.id]: 'true' }),
      saveAnswers(clock.app, attemptId, referee.auth, { [single!.id]: '8' }),
      saveAnswers(clock.app, attemptId, referee.auth, { [multi!.id]: '5' }),
    ]);

    const attempt = await t.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    expect(attempt.savedAnswers).toEqual({ [tf!.id]: 'true', [single!.id]: '8', [multi!.id]: '5' });
  });
});
