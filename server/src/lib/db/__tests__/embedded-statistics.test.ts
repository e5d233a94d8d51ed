import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '../../../generated/prisma/client.js';
import { openAdapter, type OpenedAdapter } from '../adapters.js';

// PGlite has no autovacuum: without the worker's schedule a table keeps the statistics it was
// created with, none, however many rows it gets (decision 0115).
let adapter: OpenedAdapter;
let db: PrismaClient;
beforeAll(async () => {
  adapter = await openAdapter({ kind: 'pglite', statisticsAfterMs: 10 });
  db = new PrismaClient({ adapter: adapter.factory });
});
afterAll(async () => {
  await db.$disconnect();
  await adapter.close();
});

const rowsBelieved = async (table: string) =>
  Number((await db.$queryRawUnsafe<{ rows: number }[]>(`SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = '${table}'`))[0]!.rows);

describe('the embedded database keeps its statistics current', () => {
  it('learns how many rows a busy table has without anyone running ANALYZE', async () => {
    await db.$executeRawUnsafe('CREATE TABLE busy_scores (id int PRIMARY KEY, value int)');
    expect(await rowsBelieved('busy_scores')).toBeLessThanOrEqual(0);

    await db.$executeRawUnsafe('INSERT INTO busy_scores SELECT g, g % 5 FROM generate_series(1, 2000) g');
    // Each look is an exchange too; the schedule answers between two of them.
    while ((await rowsBelieved('busy_scores')) < 2000) await pause(20);

    expect(await rowsBelieved('busy_scores')).toBe(2000);
  });
});
