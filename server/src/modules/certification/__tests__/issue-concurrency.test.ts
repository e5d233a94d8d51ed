import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { appWithClock } from '../../quizzes/__tests__/attempt-helpers.js';
import { answersFor, createQuizLeague, createQuizRow } from '../../quizzes/__tests__/quiz-fixtures.js';

const t = useTestApp();

describe.skipIf(!runsOnPostgres())('issuing under concurrent passes (PostgreSQL)', () => {
  it('two passes of "Fouls" quizzes submitted at once issue one certificate', async () => {
    const { app } = appWithClock(t, new Date('2027-03-01T10:00:00Z'));
    const league = await createQuizLeague(t.db);
    const quizzes = [await createQuizRow(t.db, league.leagueId), await createQuizRow(t.db, league.leagueId)];
    await t.db.question.updateMany({ where: { quizId: { in: quizzes.map((q) => q.id) } }, data: { category: 'Fouls' } });
    const level = await request(app).post('/api/referees/certification_levels/').set(league.manager.auth).send({ name: 'Youth', requirements: [{ kind: 'category', category: 'Fouls' }], validity_days: 30 });
    expect(level.status).toBe(201);
    const attempts = await Promise.all(quizzes.map(async (q) => (await request(app).post(`/api/quizzes/${q.id}/start/`).set(league.referee.auth)).body.attempt.id as number));

    const submits = await Promise.all(
      attempts.map((id, i) => request(app).patch(`/api/quizzes/attempts/${id}/submit/`).set(league.referee.auth).send({ answers: answersFor(quizzes[i]!.questions) })),
    );

    expect(submits.map((s) => s.status)).toEqual([200, 200]);
    expect(submits.flatMap((s) => s.body.certificates_issued)).toHaveLength(1);
    expect(await t.db.certificateRecord.count({ where: { userId: league.referee.id } })).toBe(1);
  });
});
