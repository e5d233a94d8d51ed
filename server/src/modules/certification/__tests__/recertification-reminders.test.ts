import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser, unique } from '../../../testing/factories.js';
import { useMailingApp } from '../../../testing/mailing-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { createQuizLeague, quizBody } from '../../quizzes/__tests__/quiz-fixtures.js';
import { remindersSettled, sweepRemindersAt } from './reminder-helpers.js';

// "The FIBA 2026 recertification quiz is open" reminders (decision 0082) through the real outbox
// and queue (pg-boss on PostgreSQL, the loop on the embedded database) to an in-process SMTP server.
const t = useMailingApp();

type League = Awaited<ReturnType<typeof createQuizLeague>>;
const emailOf = (username: string) => `${username}@example.org`;

/** A league certifying "Youth" for FIBA 2024 and "Youth 2026" for FIBA 2026, with rule-change questions for a draw. */
async function leagueMovingTo2026() {
  const league = await createQuizLeague(t.db);
  const old = await t.db.certificationLevel.create({ data: { leagueId: league.leagueId, name: 'Youth', edition: 'FIBA 2024', requirements: [{ kind: 'clinic' }], validityDays: 365 } });
  const current = await t.db.certificationLevel.create({ data: { leagueId: league.leagueId, name: 'Youth 2026', edition: 'FIBA 2026', requirements: [{ kind: 'clinic' }], validityDays: 365 } });
  for (const text of ['Travel: gather step', 'Shot clock reset to 14', 'Unsportsmanlike foul criteria']) {
    await t.db.question.create({
      data: { leagueId: league.leagueId, questionText: unique(text), questionType: 'true_false', options: [], correctAnswer: 'true', category: 'Fouls', edition: 'FIBA 2026', tags: ['rule-change'] },
    });
  }
  return { ...league, old, current };
}

async function certify(league: League, userId: number, levelId: number, validUntil: string, revoked = false) {
  await t.db.certificateRecord.create({
    data: { code: unique('RC').toUpperCase().slice(0, 40), leagueId: league.leagueId, levelId, userId, validFrom: new Date('2024-09-01'), validUntil: new Date(validUntil), revokedAt: revoked ? new Date() : null },
  });
}

async function createRecertificationQuiz(league: League, body: Record<string, unknown> = {}) {
  const created = await request(t.app)
    .post('/api/quizzes/create/')
    .set(league.manager.auth)
    .send(quizBody({ questions: [], draw_rules: [{ category: 'Fouls', count: 3 }], recertification_edition: 'FIBA 2026', max_attempts: 1, ...body }));
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const activate = (league: League, quizId: number, status = 'active') => request(t.app).patch(`/api/quizzes/${quizId}/activate/`).set(league.manager.auth).send({ status });
const sweepAt = (instant: string) => sweepRemindersAt(t, instant);

describe('recertification reminders', () => {
  it('emails each referee certified for an older edition exactly once, however often the quiz is activated', async () => {
    const league = await leagueMovingTo2026();
    const expired = league.referee;
    const [optedOut, recertified, uncertified, revoked] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db, { userType: 'referee', leagueId: league.leagueId })));
    await certify(league, expired.id, league.old.id, '2020-08-31');
    await certify(league, optedOut!.id, league.old.id, '2099-08-31');
    await certify(league, recertified!.id, league.old.id, '2099-08-31');
    await certify(league, recertified!.id, league.current.id, '2099-08-31');
    await certify(league, revoked!.id, league.old.id, '2099-08-31', true);
    const off = await request(t.app).patch(`/api/referees/${optedOut!.id}/`).set(league.manager.auth).send({ certificate_reminders: false });
    const quizId = await createRecertificationQuiz(league);

    const first = await activate(league, quizId);
    await activate(league, quizId, 'draft');
    await activate(league, quizId);
    await request(t.app).put(`/api/quizzes/${quizId}/update/`).set(league.manager.auth).send({ status: 'active' });
    await sweepAt(new Date().toISOString());
    const outbox = await remindersSettled(t, league.manager.auth);

    expect(off.status).toBe(200);
    expect(first.status).toBe(200);
    const mail = t.inbox.to(emailOf(expired.username));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('The FIBA 2026 recertification quiz is open');
    for (const other of [optedOut!, recertified!, uncertified!, revoked!]) expect(t.inbox.to(emailOf(other.username))).toEqual([]);
    expect(outbox.counts).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0 });
    expect(outbox.results[0]).toMatchObject({ kind: 'certificate_recertification', attempts: 1, recipients: [emailOf(expired.username)] });
    expect(outbox.results[0].body).toContain('Your Youth certificate is for the FIBA 2024 rules. The quiz asks only about what changed in FIBA 2026. You may take it once.');
    expect(outbox.results[0].body).toContain(`/referee/quiz/${quizId}`);
  });

  it('waits for a later start date, then the hourly sweep reminds once', async () => {
    const league = await leagueMovingTo2026();
    await certify(league, league.referee.id, league.old.id, '2090-08-31');
    const quizId = await createRecertificationQuiz(league, { start_date: '2091-03-01' });
    const written = () => t.db.outboxMessage.count({ where: { topic: `referee:${league.referee.id}`, kind: 'certificate_recertification' } });

    await activate(league, quizId);
    const beforeStart = await written();
    await sweepAt('2091-02-28T23:00:00Z');
    const dayBefore = await written();
    await sweepAt('2091-03-01T00:30:00Z');
    await sweepAt('2091-03-01T01:30:00Z');

    expect(beforeStart).toBe(0);
    expect(dayBefore).toBe(0);
    expect(await written()).toBe(1);
    await remindersSettled(t, league.manager.auth);
    expect(t.inbox.to(emailOf(league.referee.username))).toHaveLength(1);
  });

  it.runIf(runsOnPostgres())('writes one reminder per referee when the quiz is activated by several requests at once (PostgreSQL)', async () => {
    const league = await leagueMovingTo2026();
    const referees = [league.referee, ...(await Promise.all([1, 2].map(() => createUser(t.db, { userType: 'referee', leagueId: league.leagueId }))))];
    for (const referee of referees) await certify(league, referee.id, league.old.id, '2099-08-31');
    const quizId = await createRecertificationQuiz(league);

    const answers = await Promise.all([...[1, 2, 3, 4].map(() => activate(league, quizId)), sweepAt(new Date().toISOString()), sweepAt(new Date().toISOString())]);
    await remindersSettled(t, league.manager.auth);

    expect(answers.slice(0, 4).map((a) => (a as request.Response).status)).toEqual([200, 200, 200, 200]);
    for (const referee of referees) {
      expect(await t.db.outboxMessage.count({ where: { topic: `referee:${referee.id}`, kind: 'certificate_recertification' } })).toBe(1);
      expect(t.inbox.to(emailOf(referee.username))).toHaveLength(1);
    }
  });
});
