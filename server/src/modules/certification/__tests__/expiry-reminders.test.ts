import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { unique } from '../../../testing/factories.js';
import { useMailingApp } from '../../../testing/mailing-app.js';
import { createQuizLeague } from '../../quizzes/__tests__/quiz-fixtures.js';
import { remindersSettled, sweepRemindersAt } from './reminder-helpers.js';

// Reminders through the real outbox and queue (pg-boss on PostgreSQL, the loop on the embedded
// database) to an in-process SMTP server. Days are UTC calendar days (decisions 0062, 0073);
// each test uses its own year so the global sweep only finds that test's certificates.
const t = useMailingApp();

/** A league whose referee holds a certificate of level "Youth" valid until `validUntil`. */
async function certifiedReferee(validUntil: string, extra: { revoked?: boolean } = {}) {
  const league = await createQuizLeague(t.db);
  const level = await t.db.certificationLevel.create({ data: { leagueId: league.leagueId, name: 'Youth', edition: '2024', requirements: [{ kind: 'clinic' }], validityDays: 365 } });
  const certificate = await t.db.certificateRecord.create({
    data: { code: unique('CODE').toUpperCase().slice(0, 40), leagueId: league.leagueId, levelId: level.id, userId: league.referee.id, validFrom: new Date('2000-01-01'), validUntil: new Date(validUntil), revokedAt: extra.revoked ? new Date() : null },
  });
  return { ...league, level, certificate, email: `${league.referee.username}@example.org` };
}

const sweepAt = (instant: string) => sweepRemindersAt(t, instant);

describe('certificate expiry reminders', () => {
  it('sends the 30-day reminder exactly once across two sweeps and two sweeps at once', async () => {
    const arranged = await certifiedReferee('2081-08-31');

    await sweepAt('2081-08-01T06:00:00Z');
    await sweepAt('2081-08-01T07:00:00Z');
    await Promise.all([sweepAt('2081-08-02T06:00:00Z'), sweepAt('2081-08-02T06:00:00Z')]);
    const outbox = await remindersSettled(t, arranged.manager.auth);

    expect(t.inbox.to(arranged.email)).toHaveLength(1);
    expect(t.inbox.to(arranged.email)[0]!.subject).toBe('Your Youth referee certificate expires on 31 Aug 2081');
    expect(outbox.counts).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0 });
    expect(outbox.results[0]).toMatchObject({ kind: 'certificate_expiry_30', attempts: 1, recipients: [arranged.email] });
    expect(outbox.results[0].body).toContain(`https://league.example.org/verify/${arranged.certificate.code}`);
  });

  it('sends nothing to a referee whose reminders were switched off at their request', async () => {
    const arranged = await certifiedReferee('2082-08-31');
    const off = await request(t.app).patch(`/api/referees/${arranged.referee.id}/`).set(arranged.manager.auth).send({ certificate_reminders: false });

    const ids = [...(await sweepAt('2082-08-01T06:00:00Z')), ...(await sweepAt('2082-08-24T06:00:00Z'))];

    expect(off.status).toBe(200);
    expect(off.body.certificate_reminders).toBe(false);
    expect(ids).toEqual([]);
    expect(await t.db.outboxMessage.count({ where: { topic: `referee:${arranged.referee.id}` } })).toBe(0);
  });

  it('writes the 30-day reminder from 00:00 UTC 30 days before the last valid day and the 7-day one 7 days before', async () => {
    const arranged = await certifiedReferee('2083-08-31');
    const kinds = async () => (await t.db.outboxMessage.findMany({ where: { topic: `referee:${arranged.referee.id}` }, orderBy: { id: 'asc' } })).map((m) => m.kind);

    await sweepAt('2083-07-31T23:59:59Z'); // 31 days left
    const at31 = await kinds();
    await sweepAt('2083-08-01T00:00:00Z'); // 30 days left
    const at30 = await kinds();
    await sweepAt('2083-08-23T23:59:59Z'); // 8 days left
    const at8 = await kinds();
    await sweepAt('2083-08-24T00:00:00Z'); // 7 days left
    const at7 = await kinds();
    await sweepAt('2083-09-01T00:00:00Z'); // expired
    const expired = await kinds();

    expect(at31).toEqual([]);
    expect(at30).toEqual(['certificate_expiry_30']);
    expect(at8).toEqual(['certificate_expiry_30']);
    expect(at7).toEqual(['certificate_expiry_30', 'certificate_expiry_7']);
    expect(expired).toEqual(at7);
    await remindersSettled(t, arranged.manager.auth);
    expect(t.inbox.to(arranged.email).map((m) => m.subject)).toHaveLength(2);
  });

  it('sends only the 7-day reminder when a sweep first sees the certificate in its last week', async () => {
    const arranged = await certifiedReferee('2084-08-31');

    await sweepAt('2084-08-27T06:00:00Z');

    const rows = await t.db.outboxMessage.findMany({ where: { topic: `referee:${arranged.referee.id}` } });
    expect(rows.map((r) => r.kind)).toEqual(['certificate_expiry_7']);
    expect(rows[0]!.body).toContain('that is 4 days from today');
  });

  it('reminds nobody about a revoked certificate or one already renewed', async () => {
    const revoked = await certifiedReferee('2085-08-31', { revoked: true });
    const renewed = await certifiedReferee('2085-08-31');
    await t.db.certificateRecord.create({ data: { code: unique('RENEW').toUpperCase().slice(0, 40), leagueId: renewed.leagueId, levelId: renewed.level.id, userId: renewed.referee.id, validFrom: new Date('2085-08-20'), validUntil: new Date('2086-08-19') } });

    const ids = await sweepAt('2085-08-01T06:00:00Z');

    expect(ids).toEqual([]);
    expect(await t.db.outboxMessage.count({ where: { topic: { in: [`referee:${revoked.referee.id}`, `referee:${renewed.referee.id}`] } } })).toBe(0);
  });

  it('shows reminders only to their own league\'s managers, not to referees', async () => {
    const arranged = await certifiedReferee('2087-08-31');
    const other = await createQuizLeague(t.db);
    await sweepAt('2087-08-01T06:00:00Z');

    const own = await remindersSettled(t, arranged.manager.auth);
    const elsewhere = await request(t.app).get('/api/referees/certification_reminders/').set(other.manager.auth);
    const referee = await request(t.app).get('/api/referees/certification_reminders/').set(arranged.referee.auth);

    expect(own.results).toHaveLength(1);
    expect(elsewhere.body.results).toEqual([]);
    expect(referee.status).toBe(403);
  });
});
