import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import type { Database, Db } from '../../../lib/db/database.js';
import type { DraftEvents } from '../../../lib/draft-events.js';
import { createLogger } from '../../../lib/logger.js';
import { unique } from '../../../testing/factories.js';
import { openTestDatabase, runsOnPostgres, testPostgresUrl } from '../../../testing/test-database.js';
import { startPgDraftEvents } from '../index.js';
import { arrangeDivision, openDraft, openEventStream, pick } from './arrange-draft.js';

// Two app instances on one PostgreSQL, as behind a load balancer: each has its own database
// pool and its own LISTEN connection, and share nothing in memory.
const postgres = runsOnPostgres();
const instances: { app: Express; events: DraftEvents; database: Database }[] = [];
let db: Db;

beforeAll(async () => {
  if (!postgres) return;
  const url = testPostgresUrl();
  if (!url) return;
  for (let i = 0; i < 2; i += 1) {
    const database = await openTestDatabase();
    const logger = createLogger('silent');
    const events = await startPgDraftEvents(url, logger);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('draft-') });
    instances.push({ app: createApp({ db: database.prisma, config, logger, draftEvents: events }), events, database });
  }
  db = instances[0]!.database.prisma;
});

afterAll(async () => {
  for (const instance of instances) {
    await instance.events.stop();
    await instance.database.close();
  }
});

describe.runIf(postgres)('a live draft on PostgreSQL', () => {
  it('gives a player to one of 20 simultaneous picks and tells the other 19 it is taken', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(db, ['A', 'B'], [9, 8]);
    const [first] = instances;
    const { draft, keyOf } = await openDraft(first!.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 30, team_order: [teams[0]!.id, teams[1]!.id] });

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => pick(instances[i % 2]!.app, draft.id, keyOf(teams[0]!.id), pool[0]!.id)));

    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.error).toContain('already been picked');
    expect(await db.draftPick.count({ where: { draftId: draft.id } })).toBe(1);
  });

  it('streams a pick made through the other app instance', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(db, ['A', 'B'], [9, 8]);
    const [first, second] = instances;
    const { draft, keyOf } = await openDraft(first!.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 30, team_order: [teams[0]!.id, teams[1]!.id] });
    const stream = await openEventStream(first!.app, draft.id, keyOf(teams[1]!.id));
    try {
      await stream.next((e) => e.type === 'state');

      const res = await pick(second!.app, draft.id, keyOf(teams[0]!.id), pool[0]!.id);
      const picked = await stream.next((e) => e.type === 'pick');

      expect(res.status).toBe(201);
      expect(picked).toMatchObject({ type: 'pick', draft_id: draft.id, pick: { pick_number: 1, player_id: pool[0]!.id, team_id: teams[0]!.id }, on_the_clock: { team_id: teams[1]!.id, pick_number: 2 } });
    } finally {
      await stream.close();
    }
  });
});
