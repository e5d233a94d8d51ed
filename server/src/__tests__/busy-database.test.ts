import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories.js';
import { useTestApp } from '../testing/test-app.js';
import { runsOnPostgres } from '../testing/test-database.js';
import { answersFor, createQuizLeague, createQuizRow } from '../modules/quizzes/__tests__/quiz-fixtures.js';
import { arrangeLeague, registerU10 } from '../modules/ratings/__tests__/arrange-seasons.js';

const t = useTestApp();

/** Every answer is done, refused with a sentence, or "busy, try again" with Retry-After: never a 500. */
function expectNoServerFault(answers: request.Response[], done: number[]) {
  for (const res of answers) {
    if (res.status === 503) {
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body.error).toMatch(/busy/);
    } else {
      expect(done).toContain(res.status);
    }
  }
}

// The embedded database runs one statement at a time: only PostgreSQL can be busy for real.
describe.skipIf(!runsOnPostgres())('a busy database (PostgreSQL, truly concurrent requests)', () => {
  it('forty referees starting and then submitting a quiz at the same moment get their attempts or a 503 to try again, never a 500', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { timeLimitMinutes: 30 });
    const referees = await Promise.all(Array.from({ length: 40 }, () => createUser(t.db, { userType: 'referee', leagueId: manager.leagueId })));

    const starts = await Promise.all(referees.map((r) => request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(r.auth)));
    const started = starts.flatMap((res, i) => (res.status === 201 ? [{ referee: referees[i]!, attemptId: res.body.attempt.id as number }] : []));
    const submits = await Promise.all(
      started.map(({ referee, attemptId }) => request(t.app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).set(referee.auth).send({ answers: answersFor(quiz.questions) })),
    );

    expectNoServerFault(starts, [201]);
    expectNoServerFault(submits, [200]);
    expect(await t.db.quizAttempt.count({ where: { quizId: quiz.id } })).toBe(started.length);
    expect(await t.db.quizAttempt.count({ where: { quizId: quiz.id, status: 'completed' } })).toBe(submits.filter((res) => res.status === 200).length);
  });

  it('twenty saves of one rating link at the same moment are stored or told to try again, never a 500', async () => {
    const l = await arrangeLeague(t);
    const { teams, players } = await registerU10(t, l, ['PlayerID,Name,Birthdate', 'A-1,Ana Ruiz,2016-04-02', 'A-2,Ben Ode,2016-05-02'].join('\n'));
    const links = await request(t.app).post('/api/ratings/coach-links/').set(l.admin.auth).send({ division_id: l.u10.id, expires_at: '2099-06-30' });
    const link = links.body.results.find((d: { team: { id: number } }) => d.team.id === teams[0]!.id);
    const ana = players[0]!;

    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.app).post(`/api/coach-links/${link.token}/ratings/`).send({ player_id: ana.id, ratings: [{ skill_id: l.shooting10.id, value: (i % 5) + 1 }], comment: `save ${i}` }),
      ),
    );

    expectNoServerFault(saves, [200]);
    const stored = saves.filter((res) => res.status === 200).length;
    expect(await t.db.ratingEntry.count({ where: { playerId: ana.id, skillId: l.shooting10.id } })).toBe(stored);
  });
});
