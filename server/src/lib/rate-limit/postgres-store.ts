import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/database.js';
import { decrementHits, deleteHits, deleteHitsEndedBefore, findLiveHits, incrementHits } from './rate-limit-hits.repository.js';

/**
 * An express-rate-limit store in the app's own database (table rate_limit_hits), so every
 * instance on one PostgreSQL counts together (decision 0014). One upsert per hit: a window
 * that has ended starts again at 1. Times come from the app's clock, kept as UTC.
 */
export class PostgresStore implements Store {
  localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const rows = await findLiveHits(this.db, this.prefix + key, utc(new Date()));
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = new Date();
    const rows = await incrementHits(this.db, this.prefix + key, utc(now), utc(new Date(now.getTime() + this.windowMs)));
    // Now and then, forget windows that ended long ago (one cheap indexed delete).
    if (Math.random() < 0.01) await deleteHitsEndedBefore(this.db, utc(new Date(now.getTime() - 86_400_000)));
    return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await decrementHits(this.db, this.prefix + key, utc(new Date()));
  }

  async resetKey(key: string): Promise<void> {
    await deleteHits(this.db, this.prefix + key);
  }
}

/** A timestamp without time zone, as the column keeps it (UTC, like Prisma's DateTime). */
const utc = (date: Date) => date.toISOString().replace('Z', '');
