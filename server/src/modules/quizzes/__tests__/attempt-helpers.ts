import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../../app.js';
import { createLogger } from '../../../lib/logger.js';
import type { TestContext } from '../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from './quiz-fixtures.js';

/** A clock the test moves by hand, and the same app built on it. */
export function appWithClock(t: TestContext, start = new Date()) {
  let now = start;
  const app: Express = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), clock: () => now });
  return {
    app,
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A referee league, an active 10-minute quiz and the referee's started attempt. */
export async function startAttempt(t: TestContext, app: Express, options: { passingScore?: number; timeLimitMinutes?: number } = {}) {
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { timeLimitMinutes: 10, ...options });
  const start = await request(app).post(`/api/quizzes/${quiz.id}/start/`).set(league.referee.auth);
  return { ...league, quiz, start, attemptId: start.body.attempt.id as number };
}

export const saveAnswers = (app: Express, attemptId: number, auth: Record<string, string>, answers: unknown) =>
  request(app).put(`/api/quizzes/attempts/${attemptId}/answers/`).set(auth).send({ answers });

export const submitAnswers = (app: Express, attemptId: number, auth: Record<string, string>, answers: unknown) =>
  request(app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).set(auth).send({ answers });
