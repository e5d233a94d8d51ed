import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();

describe('PUT /api/quizzes/{id}/update/', () => {
  it('edits every field of a draft quiz', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app)
      .put(`/api/quizzes/${quiz.id}/update/`)
      .set(manager.auth)
      .send({ title: 'New title', description: 'New', time_limit_minutes: 45, passing_score: 75.5, start_date: '2026-05-01', end_date: '2026-05-31' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'New title',
      description: 'New',
      time_limit_minutes: 45,
      passing_score: 75.5,
      start_date: '2026-05-01T00:00:00.000Z',
      end_date: '2026-05-31T23:59:59.000Z',
    });
  });

  it('lets an active quiz change its title, description and end date', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'active' });

    const res = await request(t.app)
      .put(`/api/quizzes/${quiz.id}/update/`)
      .set(manager.auth)
      .send({ title: 'Typo fixed', description: 'Clearer', end_date: '2027-01-01T12:00:00Z' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Typo fixed', description: 'Clearer', end_date: '2027-01-01T12:00:00.000Z' });
  });

  it.each([
    [{ time_limit_minutes: 20 }, 'time_limit_minutes'],
    [{ passing_score: 90 }, 'passing_score'],
    [{ start_date: '2026-01-01' }, 'start_date'],
  ])('refuses structural changes (%o) to an active quiz and changes nothing', async (body, field) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'active' });

    const res = await request(t.app).put(`/api/quizzes/${quiz.id}/update/`).set(manager.auth).send({ title: 'Changed', ...body });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^This quiz is active: only its title, description, end date and attempt settings can be changed/);
    expect(res.body.details.fields).toEqual({ [field]: 'locked' });
    expect((await t.db.quiz.findUniqueOrThrow({ where: { id: quiz.id } })).title).toBe(quiz.title);
  });

  it('accepts unchanged structural fields on an active quiz, as a full form sends them', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'active', timeLimitMinutes: 10, passingScore: 60 });

    const res = await request(t.app)
      .put(`/api/quizzes/${quiz.id}/update/`)
      .set(manager.auth)
      .send({ title: 'Same settings', time_limit_minutes: 10, passing_score: 60, status: 'active' });

    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Same settings');
  });

  it.each([[{ title: 'x' }], [{ description: 'x' }], [{ end_date: '2027-01-01' }], [{ time_limit_minutes: 5 }]])(
    'refuses edits (%o) to an archived quiz',
    async (body) => {
      const { manager, leagueId } = await createQuizLeague(t.db);
      const quiz = await createQuizRow(t.db, leagueId, { status: 'archived' });

      const res = await request(t.app).put(`/api/quizzes/${quiz.id}/update/`).set(manager.auth).send(body);

      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^This quiz is archived/);
    },
  );

  it('applies a status sent with the edit', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).put(`/api/quizzes/${quiz.id}/update/`).set(manager.auth).send({ title: 'Go live', status: 'active' });

    expect(res.body).toMatchObject({ title: 'Go live', status: 'active' });
  });

  it('refuses an end date before the stored start date', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft', startDate: new Date('2026-06-01T00:00:00Z') });

    const res = await request(t.app).put(`/api/quizzes/${quiz.id}/update/`).set(manager.auth).send({ end_date: '2026-05-01' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The end date must be after the start date.');
  });

  it('validates the fields it is sent', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).put(`/api/quizzes/${quiz.id}/update/`).set(manager.auth).send({ time_limit_minutes: 500 });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Time limit must be a whole number of minutes from 1 to 180.');
  });

  it("refuses a referee with 403 and answers 404 for another league's quiz", async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const own = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const other = await createQuizRow(t.db, (await createQuizLeague(t.db)).leagueId, { status: 'draft' });

    const forbidden = await request(t.app).put(`/api/quizzes/${own.id}/update/`).set(referee.auth).send({ title: 'x' });
    const hidden = await request(t.app).put(`/api/quizzes/${other.id}/update/`).set(manager.auth).send({ title: 'x' });

    expect(forbidden.status).toBe(403);
    expect(hidden.status).toBe(404);
  });
});

describe('PATCH /api/quizzes/{id}/activate/', () => {
  it.each(['active', 'archived', 'draft'] as const)('sets the status to %s', async (status) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: status === 'draft' ? 'active' : 'draft' });

    const res = await request(t.app).patch(`/api/quizzes/${quiz.id}/activate/`).set(manager.auth).send({ status });

    expect(res.status).toBe(200);
    expect(res.body.status).toBe(status);
    expect((await t.db.quiz.findUniqueOrThrow({ where: { id: quiz.id } })).status).toBe(status);
  });

  it('refuses an unknown status', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).patch(`/api/quizzes/${quiz.id}/activate/`).set(manager.auth).send({ status: 'live' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Status must be draft, active or archived.');
  });

  it('refuses to activate a quiz without questions', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await t.db.quiz.create({ data: { title: 'Empty', leagueId } });

    const res = await request(t.app).patch(`/api/quizzes/${quiz.id}/activate/`).set(manager.auth).send({ status: 'active' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A quiz needs at least one question before it can be activated.');
  });

  it("refuses a referee with 403, another league's quiz with 404 and no token with 401", async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const own = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const other = await createQuizRow(t.db, (await createQuizLeague(t.db)).leagueId, { status: 'draft' });

    expect((await request(t.app).patch(`/api/quizzes/${own.id}/activate/`).set(referee.auth).send({ status: 'active' })).status).toBe(403);
    expect((await request(t.app).patch(`/api/quizzes/${other.id}/activate/`).set(manager.auth).send({ status: 'active' })).status).toBe(404);
    expect((await request(t.app).patch(`/api/quizzes/${own.id}/activate/`).send({ status: 'active' })).status).toBe(401);
  });
});
