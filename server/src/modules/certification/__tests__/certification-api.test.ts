import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { useTestApp } from '../../../testing/test-app.js';
import { appWithClock } from '../../quizzes/__tests__/attempt-helpers.js';
import { createQuizLeague, createQuizRow } from '../../quizzes/__tests__/quiz-fixtures.js';
import { createUser, unique } from '../../../testing/factories.js';
import { createApp } from '../../../app.js';
import { createLogger } from '../../../lib/logger.js';
import { leagueWithLevel, pdfText, takeQuiz } from './certification-helpers.js';

const t = useTestApp({ PUBLIC_URL: 'https://league.example.org' });
// 10:00 UTC on 1 March 2027: a 365-day certificate issued today is valid through 2028-02-28.
const issueInstant = new Date('2027-03-01T10:00:00Z');

describe('certification levels', () => {
  it('a referee admin creates a level and lists it', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { manager, level, quiz } = await leagueWithLevel(t, app);
    const list = await request(app).get('/api/referees/certification_levels/').set(manager.auth);
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([expect.objectContaining({ id: level.id, name: 'Youth', edition: '2024', validity_days: 365, valid_until: null, requirements: [{ kind: 'quiz', quiz_id: quiz.id }] })]);
  });

  it('refuses a referee, a level with both validities, and another league\'s quiz', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { manager, referee, quiz } = await leagueWithLevel(t, app);
    const other = await createQuizLeague(t.db);
    const body = { name: 'Tournament', requirements: [{ kind: 'quiz', quiz_id: quiz.id }], validity_days: 30 };
    expect((await request(app).post('/api/referees/certification_levels/').set(referee.auth).send(body)).status).toBe(403);
    const both = await request(app).post('/api/referees/certification_levels/').set(manager.auth).send({ ...body, valid_until: '2027-12-31' });
    expect(both.status).toBe(400);
    expect(both.body.error).toMatch(/either as a number of days or as a last valid date/);
    expect((await request(app).post('/api/referees/certification_levels/').set(other.manager.auth).send(body)).status).toBe(404);
    expect(await t.db.certificationLevel.count({ where: { leagueId: other.leagueId } })).toBe(0);
  });
});

describe('issuing on a pass', () => {
  it('issues a certificate with a 26-letter code when the referee passes the required quiz', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { referee, quiz, level } = await leagueWithLevel(t, app);
    const submit = await takeQuiz(app, quiz, referee.auth);
    expect(submit.body.passed).toBe(true);
    expect(submit.body.certificates_issued).toEqual([expect.stringMatching(/^[A-Z2-7]{26}$/)]);
    const status = await request(app).get('/api/referees/certification_status/').set(referee.auth);
    expect(status.body.results).toEqual([
      expect.objectContaining({ level_id: level.id, all_met: true, state: 'certified', certified_until: '2028-02-28', expires_in_days: 364, certificate_code: submit.body.certificates_issued[0] }),
    ]);
  });

  it('a submit sent again after the attempt closed but the certificate was not issued (a busy database answered 503) issues it then, once', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { referee, quiz } = await leagueWithLevel(t, app);
    await takeQuiz(app, quiz, referee.auth);
    await t.db.certificateRecord.deleteMany({ where: { userId: referee.id } });
    const attempt = await t.db.quizAttempt.findFirstOrThrow({ where: { userId: referee.id } });
    const send = () => request(app).patch(`/api/quizzes/attempts/${attempt.id}/submit/`).set(referee.auth).send({ answers: {} });

    const again = await send();
    const third = await send();

    expect(again.body).toMatchObject({ already_submitted: true, passed: true, certificates_issued: [expect.stringMatching(/^[A-Z2-7]{26}$/)] });
    expect(third.body).toMatchObject({ already_submitted: true, certificates_issued: [] });
    expect(await t.db.certificateRecord.count({ where: { userId: referee.id } })).toBe(1);
  });

  it('issues nothing on a fail and shows the quiz as missing', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { referee, quiz } = await leagueWithLevel(t, app);
    const submit = await takeQuiz(app, quiz, referee.auth, 3);
    expect(submit.body.passed).toBe(false);
    expect(submit.body.certificates_issued).toEqual([]);
    const status = await request(app).get('/api/referees/certification_status/').set(referee.auth);
    expect(status.body.results[0]).toMatchObject({ all_met: false, state: 'not_certified', requirements: [{ kind: 'quiz', met: false }] });
  });

  it('waits for the clinic, then issues when the admin marks it', async () => {
    const { app } = appWithClock(t, issueInstant);
    const league = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, league.leagueId);
    const level = await request(app).post('/api/referees/certification_levels/').set(league.manager.auth)
      .send({ name: 'Tournament', requirements: [{ kind: 'quiz', quiz_id: quiz.id }, { kind: 'clinic' }], valid_until: '2027-08-31' });
    expect((await takeQuiz(app, quiz, league.referee.auth)).body.certificates_issued).toEqual([]);
    const marked = await request(app).post(`/api/referees/certification_levels/${level.body.id}/clinic/`).set(league.manager.auth).send({ referee_id: league.referee.id, attended_on: '2027-02-20' });
    expect(marked.status).toBe(200);
    expect(marked.body.certificates_issued).toHaveLength(1);
    const status = await request(app).get('/api/referees/certification_status/').set(league.referee.auth);
    expect(status.body.results[0]).toMatchObject({ state: 'certified', certified_until: '2027-08-31', expires_in_days: 183 });
  });
});

describe('expiry at the boundary (UTC calendar days)', () => {
  it('is valid through the last day and expired from 00:00 UTC the next', async () => {
    const clock = appWithClock(t, issueInstant);
    const { referee, quiz } = await leagueWithLevel(t, clock.app, { validity_days: 10 });
    const code = (await takeQuiz(clock.app, quiz, referee.auth)).body.certificates_issued[0];
    // Issued 2027-03-01: ten days are 1..10 March.
    clock.advance(Date.parse('2027-03-10T23:59:59Z') - clock.now().getTime());
    expect((await request(clock.app).get(`/api/public/certificates/${code}/`)).body).toMatchObject({ valid_until: '2027-03-10', status: 'valid' });
    expect((await request(clock.app).get('/api/referees/certification_status/').set(referee.auth)).body.results[0]).toMatchObject({ state: 'certified', expires_in_days: 0 });
    clock.advance(1000);
    expect((await request(clock.app).get(`/api/public/certificates/${code}/`)).body.status).toBe('expired');
    expect((await request(clock.app).get('/api/referees/certification_status/').set(referee.auth)).body.results[0].state).toBe('expired');
  });
});

describe('public verification', () => {
  it('answers exactly name, level, valid from/until and status', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { referee, quiz } = await leagueWithLevel(t, app);
    await t.db.user.update({ where: { id: referee.id }, data: { firstName: 'Ada', lastName: 'Okafor' } });
    const code = (await takeQuiz(app, quiz, referee.auth)).body.certificates_issued[0];
    const res = await request(app).get(`/api/public/certificates/${code.toLowerCase()}/`);
    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({ name: 'Ada Okafor', level: 'Youth', valid_from: '2027-03-01', valid_until: '2028-02-28', status: 'valid' });
  });

  it('answers 404 for an unknown or malformed code', async () => {
    const { app } = appWithClock(t, issueInstant);
    expect((await request(app).get('/api/public/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA/')).status).toBe(404);
    const bad = await request(app).get('/api/public/certificates/not-a-code/');
    expect(bad.status).toBe(404);
    expect(bad.body.error).toBe('Certificate was not found.');
  });

  it('shows a revoked certificate as revoked, with the reason kept for admins only', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { manager, referee, quiz } = await leagueWithLevel(t, app);
    const code = (await takeQuiz(app, quiz, referee.auth)).body.certificates_issued[0];
    expect((await request(app).post(`/api/referees/certificates/${code}/revoke/`).set(referee.auth).send({ reason: 'x' })).status).toBe(403);
    const revoked = await request(app).post(`/api/referees/certificates/${code}/revoke/`).set(manager.auth).send({ reason: 'Clinic attendance was recorded by mistake.' });
    expect(revoked.body).toMatchObject({ status: 'revoked', reason: 'Clinic attendance was recorded by mistake.' });
    const res = await request(app).get(`/api/public/certificates/${code}/`);
    expect(res.body).toStrictEqual({ name: expect.any(String), level: 'Youth', valid_from: '2027-03-01', valid_until: '2028-02-28', status: 'revoked' });
    const status = await request(app).get('/api/referees/certification_status/').set(referee.auth);
    expect(status.body.results[0].state).toBe('revoked');
  });
});

describe('the certificate PDF', () => {
  it('carries the name, level, league, validity, code and verification address; only for its referee and admins', async () => {
    const { app } = appWithClock(t, issueInstant);
    const { manager, referee, quiz, leagueId } = await leagueWithLevel(t, app);
    await t.db.user.update({ where: { id: referee.id }, data: { firstName: 'Chloé', lastName: 'Łukasiewicz' } });
    const league = await t.db.league.findUniqueOrThrow({ where: { id: leagueId } });
    const code = (await takeQuiz(app, quiz, referee.auth)).body.certificates_issued[0];
    const pdf = await request(app).get(`/api/referees/certificates/${code}/pdf/`).set(referee.auth).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Chloé Lukasiewicz');
    expect(text).toContain(league.name);
    expect(text).toContain('Youth');
    expect(text).toContain('Valid from 2027-03-01 until 2028-02-28');
    expect(text).toContain(code);
    expect(text).toContain(`https://league.example.org/verify/${code}`);
    expect((await request(app).get(`/api/referees/certificates/${code}/pdf/`).set(manager.auth)).status).toBe(200);
    const colleague = await createUser(t.db, { userType: 'referee', leagueId });
    expect((await request(app).get(`/api/referees/certificates/${code}/pdf/`).set(colleague.auth)).status).toBe(404);
  });
});

describe('the eligibility list', () => {
  it('lists the referees certified at the level on the day, never another league\'s', async () => {
    const { app } = appWithClock(t, issueInstant);
    const mine = await leagueWithLevel(t, app, { validity_days: 30 });
    const theirs = await leagueWithLevel(t, app, { validity_days: 30 });
    const code = (await takeQuiz(app, mine.quiz, mine.referee.auth)).body.certificates_issued[0];
    await takeQuiz(app, theirs.quiz, theirs.referee.auth);
    const url = (level: number, on: string) => `/api/referees/eligibility/?level=${level}&on=${on}`;
    const list = await request(app).get(url(mine.level.id, '2027-03-30')).set(mine.manager.auth);
    expect(list.body).toMatchObject({ level: 'Youth', on: '2027-03-30', count: 1, results: [{ referee_id: mine.referee.id, certificate_code: code, valid_until: '2027-03-30' }] });
    expect((await request(app).get(url(mine.level.id, '2027-03-31')).set(mine.manager.auth)).body.count).toBe(0);
    expect((await request(app).get(url(mine.level.id, '2027-02-28')).set(mine.manager.auth)).body.count).toBe(0);
    expect((await request(app).get(url(theirs.level.id, '2027-03-10')).set(mine.manager.auth)).status).toBe(404);
    expect((await request(app).get(url(mine.level.id, '2027-03-10')).set(mine.referee.auth)).status).toBe(403);
    const csv = await request(app).get(`${url(mine.level.id, '2027-03-10')}&format=csv`).set(mine.manager.auth);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text.split('\r\n')[1]).toContain(`"${code}"`);
    const bad = await request(app).get(url(mine.level.id, '2027-02-30')).set(mine.manager.auth);
    expect(bad.status).toBe(400);
  });
});

describe('the public verification limit', () => {
  it('answers 429 with a sentence after 60 checks a minute from one address', async () => {
    // A counter of its own, so the other tests' checks do not count.
    const app = createApp({ db: t.db, config: { ...t.config, RATE_LIMIT_PREFIX: unique('verify-') }, logger: createLogger('silent') });
    const url = '/api/public/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAB/';
    for (let i = 0; i < 60; i++) expect((await request(app).get(url)).status).toBe(404);
    const limited = await request(app).get(url);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many certificate checks/);
  });
});

describe('after a revocation', () => {
  it('a new pass does not re-issue, an admin marking the clinic does', async () => {
    const { app } = appWithClock(t, issueInstant);
    const league = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, league.leagueId);
    await t.db.quiz.update({ where: { id: quiz.id }, data: { maxAttempts: 3, stopAfterPass: false } });
    const level = await request(app).post('/api/referees/certification_levels/').set(league.manager.auth)
      .send({ name: 'Youth', requirements: [{ kind: 'quiz', quiz_id: quiz.id }, { kind: 'clinic' }], validity_days: 100 });
    await request(app).post(`/api/referees/certification_levels/${level.body.id}/clinic/`).set(league.manager.auth).send({ referee_id: league.referee.id, attended_on: '2027-02-01' });
    const code = (await takeQuiz(app, quiz, league.referee.auth)).body.certificates_issued[0];
    await request(app).post(`/api/referees/certificates/${code}/revoke/`).set(league.manager.auth).send({ reason: 'Wrong person at the clinic.' });
    expect((await takeQuiz(app, quiz, league.referee.auth)).body.certificates_issued).toEqual([]);
    const marked = await request(app).post(`/api/referees/certification_levels/${level.body.id}/clinic/`).set(league.manager.auth).send({ referee_id: league.referee.id, attended_on: '2027-02-25' });
    expect(marked.body.certificates_issued).toHaveLength(1);
  });
});
