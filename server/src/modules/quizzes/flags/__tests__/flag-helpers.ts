import request from 'supertest';
import type { Express } from 'express';
import type { Db } from '../../../../lib/db/database.js';
import { createUser, type TestUser } from '../../../../testing/factories.js';
import { createQuizLeague, createQuizRow } from '../../__tests__/quiz-fixtures.js';

/** An active quiz of the sample questions (keys: true, 8, 5; pass at 60) in a new league. */
export async function createFlagLeague(db: Db) {
  const league = await createQuizLeague(db);
  const quiz = await createQuizRow(db, league.leagueId, { passingScore: 60 });
  const [trueFalse, eightSeconds, fiveFouls] = quiz.questions;
  return { ...league, quiz, trueFalse: trueFalse!, eightSeconds: eightSeconds!, fiveFouls: fiveFouls! };
}

export const anotherReferee = (db: Db, leagueId: number) => createUser(db, { userType: 'referee', leagueId });

export async function startQuizAttempt(app: Express, quizId: number, user: TestUser): Promise<number> {
  const start = await request(app).post(`/api/quizzes/${quizId}/start/`).set(user.auth);
  return start.body.attempt.id as number;
}

/** Starts and submits an attempt with these answers (question id → answer). */
export async function takeQuiz(app: Express, quizId: number, user: TestUser, answers: Record<number, string>) {
  const attemptId = await startQuizAttempt(app, quizId, user);
  const submit = await request(app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).set(user.auth).send({ answers });
  return { attemptId, result: submit.body as { score: number; passed: boolean } };
}

export const flag = (app: Express, user: TestUser, attemptId: number, body: object) =>
  request(app).post(`/api/quizzes/attempts/${attemptId}/flags/`).set(user.auth).send(body);
