import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import type { Database, Db } from '../../../lib/db/database.js';
import { createLogger } from '../../../lib/logger.js';
import type { Notifier } from '../../../lib/notifier.js';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { startSmtpInbox, type SmtpInbox } from '../../../testing/smtp-inbox.js';
import { openTestDatabase, testPostgresUrl } from '../../../testing/test-database.js';
import { startNotifications } from '../index.js';
import { insertMessages } from '../outbox.repository.js';

// The queue polls once a minute here: a backlog sent one message per poll (the audit's 142 emails
// in 5.5 minutes after a crash) cannot leave within a test, a batched one leaves at once.
const pollSeconds = 60;
let database: Database;
let db: Db;
let inbox: SmtpInbox;
let notifier: Notifier;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.prisma;
  inbox = await startSmtpInbox();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('backlog-'), MAIL_RETRY_SECONDS: '1' });
  notifier = await startNotifications({ db, config, logger: createLogger('silent'), transport: inbox.transport, postgresUrl: testPostgresUrl(), queueName: unique('backlog-test-'), pollSeconds, sweepSeconds: 0 });
});

afterAll(async () => {
  await notifier?.stop();
  await inbox?.close();
  await database?.close();
});

/** Waits until `count` messages reached the inbox for `domain`, or says how many did. */
async function delivered(domain: string, count: number): Promise<number> {
  const arrived = () => inbox.received.filter((m) => m.to.some((to) => to.endsWith(`@${domain}`))).length;
  for (let i = 0; i < 250 && arrived() < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return arrived();
}

describe('the email outbox sends a backlog in batches', () => {
  it('a backlog of 30 queued emails (more than one batch) goes out in one or a few polls, not one email per poll', async () => {
    const admin = await createAdminInNewLeague(db);
    const domain = `${unique('backlog')}.example.org`;
    const messages = Array.from({ length: 30 }, (_, i) => ({
      leagueId: admin.leagueId, topic: 'division:1', kind: 'family_roster', recipientName: `Parent ${i}`, recipients: [`parent${i}@${domain}`], subject: `Roster ${i}`, body: 'Your child\'s team.', dedupeKey: `${domain}-${i}`,
    }));
    const ids = await insertMessages(db, messages);

    notifier.dispatch(ids);

    expect(await delivered(domain, 30)).toBe(30);
    expect(await db.outboxMessage.count({ where: { id: { in: ids }, status: 'sent' } })).toBe(30);
  });
});
