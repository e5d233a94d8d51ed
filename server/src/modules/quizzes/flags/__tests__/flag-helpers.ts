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

/**
 * `count` reports in the league of `createFlagLeague`, oldest first: each new referee takes
 * the quiz and reports its questions in order until there are enough. Returns the report ids.
 */
export async function reportQuestions(app: Express, db: Db, league: Awaited<ReturnType<typeof createFlagLeague>>, count: number): Promise<number[]> {
  const ids: number[] = [];
  while (ids.length < count) {
    const referee = await anotherReferee(db, league.leagueId);
    const { attemptId } = await takeQuiz(app, league.quiz.id, referee, {});
    for (const question of league.quiz.questions.slice(0, count - ids.length)) {
      const created = await flag(app, referee, attemptId, { question_id: question.id, comment: `Report ${ids.length + 1}.` });
      ids.push(created.body.id as number);
    }
  }
  return ids;
}
