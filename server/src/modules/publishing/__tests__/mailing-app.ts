import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import type { Database, Db } from '../../../lib/db/database.js';
import { createLogger } from '../../../lib/logger.js';
import type { Notifier } from '../../../lib/notifier.js';
import { unique } from '../../../testing/factories.js';
import { startSmtpInbox, type SmtpInbox } from '../../../testing/smtp-inbox.js';
import { openTestDatabase, testPostgresUrl } from '../../../testing/test-database.js';
import { startNotifications } from '../../notifications/index.js';

export interface MailingApp {
  app: Express;
  db: Db;
  inbox: SmtpInbox;
}

/**
 * The real app with email set up: an in-process SMTP server receives what the queue sends
 * (pg-boss on PostgreSQL, the outbox loop on the embedded database). Call at the top of a file.
 */
export function useMailingApp(): MailingApp {
  const ctx = {} as MailingApp;
  let database: Database;
  let notifier: Notifier;
  beforeAll(async () => {
    database = await openTestDatabase();
    ctx.db = database.prisma;
    ctx.inbox = await startSmtpInbox();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('pub-'), MAIL_RETRY_SECONDS: '1', PUBLIC_URL: 'https://league.example.org' });
    notifier = await startNotifications({
      db: ctx.db,
      config,
      logger: createLogger('silent'),
      transport: ctx.inbox.transport,
      postgresUrl: testPostgresUrl(),
      // Each file its own queue: files sharing one PostgreSQL never take each other's jobs.
      queueName: unique('outbox-test-'),
      pollSeconds: 0.5,
      sweepSeconds: 0,
    });
    ctx.app = createApp({ db: ctx.db, config, logger: createLogger('silent'), notifier });
  }, 60_000);
  afterAll(async () => {
    await notifier?.stop();
    await ctx.inbox?.close();
    await database?.close();
  });
  return ctx;
}

/** Waits (up to 30 s) until the division's outbox has nothing waiting or being sent; answers its first page. */
export async function outboxSettled(app: Express, auth: Record<string, string>, divisionId: number) {
  for (let i = 0; i < 120; i += 1) {
    const res = await request(app).get(`/api/divisions/${divisionId}/outbox/`).set(auth);
    if (res.body.counts.pending === 0 && res.body.counts.sending === 0) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The outbox did not settle.');
}
