import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { answersFor, createQuizLeague, createQuizRow } from '../../quizzes/__tests__/quiz-fixtures.js';

const t = useTestApp();

describe('PATCH /api/referees/{id}/', () => {
  it('changes certification level, experience, extra time and the active flag', async () => {
    const { manager, referee } = await createQuizLeague(t.db);

    const res = await request(t.app).patch(`/api/referees/${referee.id}/`).set(manager.auth)
      .send({ certification_level: 'national', experience_years: 4, extra_time_percent: 25 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: referee.id, certification_level: 'national', experience_years: 4, extra_time_percent: 25, is_active: true });
  });

  it('a deactivated referee is signed out and cannot log in', async () => {
    const { manager, referee } = await createQuizLeague(t.db);

    await request(t.app).patch(`/api/referees/${referee.id}/`).set(manager.auth).send({ is_active: false });
    const profile = await request(t.app).get('/api/referees/profile/').set(referee.auth);
    const login = await request(t.app).post('/api/referees/login/').send({ username: referee.username, password: referee.password });

    expect(profile.status).toBe(401);
    expect(login.status).toBe(400);
  });

  it('refuses bad values and unknown fields with 400, changing nothing', async () => {
    const { manager, referee } = await createQuizLeague(t.db);

    const tooMuch = await request(t.app).patch(`/api/referees/${referee.id}/`).set(manager.auth).send({ extra_time_percent: 500 });
    const other = await request(t.app).patch(`/api/referees/${referee.id}/`).set(manager.auth).send({ user_type: 'admin' });

    expect(tooMuch.body.error).toBe('Extra time must be a whole percentage from 0 to 200.');
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('Only certification_level, experience_years, extra_time_percent, is_active and certificate_reminders can be changed here.');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: referee.id } })).extraTimePercent).toBe(0);
  });

  it("answers 404 for another league's referee and 403 for a referee", async () => {
    const { manager, referee } = await createQuizLeague(t.db);
    const stranger = await createUser(t.db, { userType: 'referee' });

    expect((await request(t.app).patch(`/api/referees/${stranger.id}/`).set(manager.auth).send({ experience_years: 1 })).status).toBe(404);
    expect((await request(t.app).patch(`/api/referees/${referee.id}/`).set(referee.auth).send({ experience_years: 1 })).status).toBe(403);
  });
});

describe('GET /api/referees/list/ with quiz results', () => {
  it("shows each referee's attempts and best score per quiz", async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { passingScore: 60 });
    await t.db.quiz.update({ where: { id: quiz.id }, data: { maxAttempts: 2, stopAfterPass: false } });
    for (const wrong of [0, 3]) {
      const started = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);
      await request(t.app).patch(`/api/quizzes/attempts/${started.body.attempt.id}/submit/`).set(referee.auth).send({ answers: answersFor(quiz.questions, wrong) });
    }

    const res = await request(t.app).get('/api/referees/list/').set(manager.auth);

    const row = res.body.results.find((r: { id: number }) => r.id === referee.id);
    expect(row.quiz_results).toEqual([{ quiz_id: quiz.id, quiz_title: quiz.title, attempts: 2, best_score: 100, passed: true }]);
    expect(row.extra_time_percent).toBe(0);
  });
});
