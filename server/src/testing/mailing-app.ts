import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { Database, Db } from '../lib/db/database.js';
import { createLogger } from '../lib/logger.js';
import type { Notifier } from '../lib/notifier.js';
import { startNotifications } from '../modules/notifications/index.js';
import { unique } from './factories.js';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import { openTestDatabase, testPostgresUrl } from './test-database.js';

export interface MailingApp {
  app: Express;
  db: Db;
  inbox: SmtpInbox;
  notifier: Notifier;
}

/**
 * The real app with email set up: an in-process SMTP server receives what the queue sends
 * (pg-boss on PostgreSQL, the outbox loop on the embedded database). Call at the top of a file;
 * `pollSeconds` is how often the queue looks for waiting emails.
 */
export function useMailingApp(options: { pollSeconds?: number } = {}): MailingApp {
  const ctx = {} as MailingApp;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    ctx.db = database.prisma;
    ctx.inbox = await startSmtpInbox();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('mail-'), MAIL_RETRY_SECONDS: '1', PUBLIC_URL: 'https://league.example.org' });
    ctx.notifier = await startNotifications({
      db: ctx.db,
      config,
      logger: createLogger('silent'),
      transport: ctx.inbox.transport,
      postgresUrl: testPostgresUrl(),
      // Each file its own queue: files sharing one PostgreSQL never take each other's jobs.
      queueName: unique('outbox-test-'),
      pollSeconds: options.pollSeconds ?? 0.5,
      sweepSeconds: 0,
    });
    ctx.app = createApp({ db: ctx.db, config, logger: createLogger('silent'), notifier: ctx.notifier });
  }, 60_000);
  afterAll(async () => {
    await ctx.notifier?.stop();
    await ctx.inbox?.close();
    await database?.close();
  });
  return ctx;
}

/** Asks `settled` every 250 ms, up to 30 s, until it answers something; throws `failure` otherwise. */
async function waitUntilSettled<T>(settled: () => Promise<T | undefined>, failure: string): Promise<T> {
  for (let i = 0; i < 120; i += 1) {
    const answer = await settled();
    if (answer !== undefined) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(failure);
}

/** Waits until an outbox page (`path`, read with `auth`) has nothing waiting or being sent; answers that page. */
export function outboxPageSettled(app: Express, auth: Record<string, string>, path: string, failure = 'The outbox did not settle.') {
  return waitUntilSettled(async () => {
    const res = await request(app).get(path).set(auth);
    return res.body.counts.pending === 0 && res.body.counts.sending === 0 ? res.body : undefined;
  }, failure);
}

/** Waits until the division's outbox has nothing waiting or being sent; answers its first page. */
export const outboxSettled = (app: Express, auth: Record<string, string>, divisionId: number) => outboxPageSettled(app, auth, `/api/divisions/${divisionId}/outbox/`);

/** Waits until the season's emails are all sent or given up. */
export function seasonOutboxSettled(db: Db, seasonId: number): Promise<true> {
  return waitUntilSettled(async () => {
    const waiting = await db.outboxMessage.count({ where: { topic: `season:${seasonId}`, status: { in: ['pending', 'sending'] } } });
    return waiting === 0 ? true : undefined;
  }, 'The outbox did not settle.');
}

