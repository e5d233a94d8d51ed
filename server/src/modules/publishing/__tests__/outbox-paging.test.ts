import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

// A league of many families reads its outbox a page at a time; the counts still cover every email.
const t = useTestApp();

async function divisionWithEmails(total: number, failed: number) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  await t.db.outboxMessage.createMany({
    data: Array.from({ length: total }, (_, i) => ({
      leagueId: admin.leagueId,
      topic: `division:${division.id}`,
      kind: 'family_roster',
      recipientName: `Family ${i + 1}`,
      recipients: [`family-${i + 1}@example.org`],
      subject: 'U10: Hawks',
      body: 'On Hawks.',
      dedupeKey: unique('paging-'),
      status: i < failed ? 'failed' : 'pending',
    })),
  });
  return { admin, division };
}

describe('the outbox, a page at a time', () => {
  it('answers the page asked for, how many emails there are, and counts over all of them', async () => {
    const { admin, division } = await divisionWithEmails(120, 3);

    const res = await request(t.app).get(`/api/divisions/${division.id}/outbox/?page=2&page_size=50`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 120, page: 2, page_size: 50, sending: false, counts: { pending: 117, sending: 0, sent: 0, failed: 3 } });
    expect(res.body.results).toHaveLength(50);
    expect(res.body.results[0].recipient_name).toBe('Family 51');
  });

  it('pages 50 at a time when no size is given, and filters by status', async () => {
    const { admin, division } = await divisionWithEmails(60, 3);

    const first = await request(t.app).get(`/api/divisions/${division.id}/outbox/`).set(admin.auth);
    const failed = await request(t.app).get(`/api/divisions/${division.id}/outbox/?status=failed`).set(admin.auth);

    expect(first.body).toMatchObject({ count: 60, page: 1, page_size: 50 });
    expect(first.body.results).toHaveLength(50);
    expect(failed.body.count).toBe(3);
    expect(failed.body.results.map((m: { status: string }) => m.status)).toEqual(['failed', 'failed', 'failed']);
  });

  it('names the wrong paging field in a 400', async () => {
    const { admin, division } = await divisionWithEmails(1, 0);

    const tooBig = await request(t.app).get(`/api/divisions/${division.id}/outbox/?page_size=1000`).set(admin.auth);
    const badStatus = await request(t.app).get(`/api/divisions/${division.id}/outbox/?status=lost`).set(admin.auth);

    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toContain('page_size must be a whole number from 1 to 200.');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toContain('status must be pending, sending, sent or failed.');
  });

  it('downloads every email, not one page', async () => {
    const { admin, division } = await divisionWithEmails(60, 0);

    const csv = await request(t.app).get(`/api/divisions/${division.id}/outbox/?format=csv`).set(admin.auth);

    expect(csv.text).toContain('family-60@example.org');
    expect(csv.text).toContain('family-1@example.org');
  });
});
