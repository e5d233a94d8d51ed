import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../testing/factories.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import type { Database } from '../database.js';

// The embedded database serves several node-postgres connections on one PGlite session
// (decision 0033); on PostgreSQL the same test simply passes.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('many requests at once on the embedded database', () => {
  it('parameterised reads and transactions from several connections at once all answer, each transaction seeing its own writes', async () => {
    const db = database.prisma;
    const league = await db.league.create({ data: { name: unique('Busy evening ') } });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 120 }, async (_, i) => {
        if (i % 3 !== 0) return (await db.league.findMany({ where: { id: { in: [league.id, -i] } } })).length;
        return db.$transaction(
          async (tx) => {
            await tx.league.update({ where: { id: league.id }, data: { name: `Busy ${i}` } });
            return (await tx.league.findUniqueOrThrow({ where: { id: league.id } })).name === `Busy ${i}` ? 1 : 0;
          },
          { maxWait: 30_000, timeout: 30_000 },
        );
      }),
    );

    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason).slice(0, 200))).toEqual([]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? Math.min(o.value, 1) : "rejected"))).toEqual(outcomes.map(() => 1));
  });
});
