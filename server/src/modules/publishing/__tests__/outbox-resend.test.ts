import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../lib/db/database.js';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { outboxSettled, useMailingApp } from '../../../testing/mailing-app.js';

// "Send again": an email the queue gave up on goes back through the same queue and arrives once more.
const t = useMailingApp();

/** An email of the division as the queue leaves it after its last refused try (six tries take minutes of back-off). */
async function addEmail(db: Db, division: { id: number; leagueId: number }, status: 'failed' | 'sent') {
  const address = `${unique('family-')}@example.org`;
  const row = await db.outboxMessage.create({
    data: {
      leagueId: division.leagueId,
      topic: `division:${division.id}`,
      kind: 'family_roster',
      recipientName: 'Lee family',
      recipients: [address],
      subject: 'U10: Hawks',
      body: 'Ana is on Hawks.',
      dedupeKey: unique('resend-test-'),
      status,
      attempts: status === 'failed' ? 6 : 1,
      lastError: status === 'failed' ? '451 Try again later' : null,
      sentAt: status === 'sent' ? new Date() : null,
    },
  });
  return { id: row.id, address };
}

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  return { admin, division };
}

// The first test waits for the queue on a cold app: slow on a busy embedded database.
describe('sending an email again', () => {
  it('sends a message marked not sent once more and shows it sent', async () => {
    const { admin, division } = await arrange();
    const failed = await addEmail(t.db, division, 'failed');

    const res = await request(t.app).post(`/api/divisions/${division.id}/outbox/${failed.id}/resend/`).set(admin.auth);
    const outbox = await outboxSettled(t.app, admin.auth, division.id);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
    expect(outbox.counts).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0 });
    expect(outbox.results[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(t.inbox.to(failed.address)).toHaveLength(1);
  });

  it('sends it once when "Send again" is pressed twice at the same moment', async () => {
    const { admin, division } = await arrange();
    const failed = await addEmail(t.db, division, 'failed');

    const answers = await Promise.all([0, 1].map(() => request(t.app).post(`/api/divisions/${division.id}/outbox/${failed.id}/resend/`).set(admin.auth)));
    await outboxSettled(t.app, admin.auth, division.id);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toMatch(/only an email marked "Not sent" can be sent again/);
    expect(t.inbox.to(failed.address)).toHaveLength(1);
  });

  it('refuses to send again an email already sent', async () => {
    const { admin, division } = await arrange();
    const sent = await addEmail(t.db, division, 'sent');

    const res = await request(t.app).post(`/api/divisions/${division.id}/outbox/${sent.id}/resend/`).set(admin.auth);

    expect(res.status).toBe(409);
    expect(res.body.error).toContain('already sent');
    expect(t.inbox.to(sent.address)).toHaveLength(0);
  });

  it('sends every message marked not sent again, and only those', async () => {
    const { admin, division } = await arrange();
    const failed = [await addEmail(t.db, division, 'failed'), await addEmail(t.db, division, 'failed')];
    const sent = await addEmail(t.db, division, 'sent');

    const res = await request(t.app).post(`/api/divisions/${division.id}/outbox/resend/`).set(admin.auth);
    const outbox = await outboxSettled(t.app, admin.auth, division.id);
    const again = await request(t.app).post(`/api/divisions/${division.id}/outbox/resend/`).set(admin.auth);

    expect(res.body).toEqual({ resent: 2, sending: true });
    expect(outbox.counts).toEqual({ pending: 0, sending: 0, sent: 3, failed: 0 });
    for (const message of failed) expect(t.inbox.to(message.address)).toHaveLength(1);
    expect(t.inbox.to(sent.address)).toHaveLength(0);
    expect(again.body).toEqual({ resent: 0, sending: true });
  });

  it('answers 404 for another division’s or another league’s email', async () => {
    const { admin, division } = await arrange();
    const other = await arrange();
    const elsewhere = await addEmail(t.db, other.division, 'failed');
    const sameLeague = await createDivision(t.db, admin.leagueId);
    const otherDivision = await addEmail(t.db, sameLeague, 'failed');

    const foreign = await request(t.app).post(`/api/divisions/${division.id}/outbox/${elsewhere.id}/resend/`).set(admin.auth);
    const wrongDivision = await request(t.app).post(`/api/divisions/${division.id}/outbox/${otherDivision.id}/resend/`).set(admin.auth);
    const foreignAll = await request(t.app).post(`/api/divisions/${other.division.id}/outbox/resend/`).set(admin.auth);

    expect([foreign.status, wrongDivision.status, foreignAll.status]).toEqual([404, 404, 404]);
    expect(await t.db.outboxMessage.findUnique({ where: { id: elsewhere.id } })).toMatchObject({ status: 'failed' });
  });
});
