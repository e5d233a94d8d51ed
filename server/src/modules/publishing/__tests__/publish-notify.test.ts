import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import type { Database, Db } from '../../../lib/db/database.js';
import { createLogger } from '../../../lib/logger.js';
import type { Notifier } from '../../../lib/notifier.js';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { startSmtpInbox, type SmtpInbox } from '../../../testing/smtp-inbox.js';
import { openTestDatabase, runsOnPostgres } from '../../../testing/test-database.js';
import { startNotifications } from '../../notifications/index.js';
import { arrangeDivision } from './arrange-publishing.js';

// Publishing with email set up: an in-process SMTP server receives what the queue sends
// (pg-boss on PostgreSQL, the outbox loop on the embedded database).
let database: Database;
let db: Db;
let app: Express;
let inbox: SmtpInbox;
let notifier: Notifier;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.prisma;
  inbox = await startSmtpInbox();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('pub-'), MAIL_RETRY_SECONDS: '1', PUBLIC_URL: 'https://league.example.org' });
  const target = inject('testDatabase');
  notifier = await startNotifications({
    db,
    config,
    logger: createLogger('silent'),
    transport: inbox.transport,
    postgresUrl: target.kind === 'postgres' ? target.url : undefined,
    queueName: unique('outbox-test-'),
    pollSeconds: 0.5,
    sweepSeconds: 0,
  });
  app = createApp({ db, config, logger: createLogger('silent'), notifier });
}, 60_000);

afterAll(async () => {
  await notifier?.stop();
  await inbox?.close();
  await database?.close();
});

/** Waits (up to 30 s) until the division's outbox has nothing waiting or being sent. */
async function outboxSettled(auth: Record<string, string>, divisionId: number) {
  for (let i = 0; i < 120; i += 1) {
    const res = await request(app).get(`/api/divisions/${divisionId}/outbox/`).set(auth);
    if (res.body.counts.pending === 0 && res.body.counts.sending === 0) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The outbox did not settle.');
}

describe('publishing rosters with email set up', () => {
  it('sends exactly one email per family and one per coach', async () => {
    const admin = await createAdminInNewLeague(db);
    const arranged = await arrangeDivision(db, admin.leagueId);

    const res = await request(app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await outboxSettled(admin.auth, arranged.division.id);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ version: 1, notified: { families: 3, coaches: 2 }, sending: true });
    expect(outbox.counts).toEqual({ pending: 0, sending: 0, sent: 5, failed: 0 });
    for (const address of arranged.familyEmails) expect(inbox.to(address)).toHaveLength(1);
    expect(inbox.to(arranged.hawksCoach)).toHaveLength(1);
    expect(inbox.to(arranged.owlsCoach)).toHaveLength(1);
    const siblings = inbox.to(arranged.familyEmails[0]!)[0]!.raw;
    expect(siblings).toContain('Hawks');
    expect(siblings).toContain('Owls');
    expect(inbox.to(arranged.familyEmails[1]!)[0]!.raw).toContain('Dana Hawk');
  });

  it('tells only the families concerned when changes are published again', async () => {
    const admin = await createAdminInNewLeague(db);
    const arranged = await arrangeDivision(db, admin.leagueId);
    await request(app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    await outboxSettled(admin.auth, arranged.division.id);
    await db.player.update({ where: { id: arranged.hawkKid.id }, data: { teamId: arranged.owls.id } });

    const preview = await request(app).get(`/api/divisions/${arranged.division.id}/publication/`).set(admin.auth);
    const res = await request(app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    await outboxSettled(admin.auth, arranged.division.id);

    expect(preview.body.moves).toEqual([expect.objectContaining({ player_id: arranged.hawkKid.id, from_team_name: 'Hawks', to_team_name: 'Owls' })]);
    expect(res.body).toMatchObject({ version: 2, notified: { families: 1, coaches: 2 } });
    expect(inbox.to(arranged.hawkKid.parentEmail)).toHaveLength(2);
    expect(inbox.to(arranged.familyEmails[0]!)).toHaveLength(1);
    expect(inbox.to(arranged.owlKid.parentEmail)).toHaveLength(1);
  });

  it('tries a message again when the mail server refuses it once, and it arrives once', async () => {
    const admin = await createAdminInNewLeague(db);
    const arranged = await arrangeDivision(db, admin.leagueId);
    await db.team.update({ where: { id: arranged.owls.id }, data: { coachEmail: null } });
    await db.player.deleteMany({ where: { id: { in: [arranged.siblingA.id, arranged.siblingB.id, arranged.owlKid.id] } } });
    await db.team.update({ where: { id: arranged.hawks.id }, data: { coachEmail: null } });
    inbox.rejectNext(1);

    await request(app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await outboxSettled(admin.auth, arranged.division.id);

    expect(outbox.results).toHaveLength(1);
    expect(outbox.results[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(inbox.to(arranged.hawkKid.parentEmail)).toHaveLength(1);
  });

  it.skipIf(!runsOnPostgres())('two publishes at once record one version each and send no message twice', async () => {
    const admin = await createAdminInNewLeague(db);
    const arranged = await arrangeDivision(db, admin.leagueId);

    const answers = await Promise.all([0, 1].map(() => request(app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth)));
    await outboxSettled(admin.auth, arranged.division.id);

    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.version).sort()).toEqual([1, 2]);
    expect(answers.map((a) => a.body.notified.families).sort()).toEqual([0, 3]);
    for (const address of [...arranged.familyEmails, arranged.hawksCoach, arranged.owlsCoach]) expect(inbox.to(address)).toHaveLength(1);
  });
});
