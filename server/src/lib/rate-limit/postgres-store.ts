import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/database.js';

interface HitRow {
  hits: number;
  reset_at: Date;
}

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
    const rows = await this.db.$queryRawUnsafe<HitRow[]>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > $2::timestamp',
      this.prefix + key,
      utc(new Date()),
    );
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = new Date();
    const rows = await this.db.$queryRawUnsafe<HitRow[]>(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, $3::timestamp)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.reset_at <= $2::timestamp THEN 1 ELSE rate_limit_hits.hits + 1 END,
         reset_at = CASE WHEN rate_limit_hits.reset_at <= $2::timestamp THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
       RETURNING hits, reset_at`,
      this.prefix + key,
      utc(now),
      utc(new Date(now.getTime() + this.windowMs)),
    );
    // Now and then, forget windows that ended long ago (one cheap indexed delete).
    if (Math.random() < 0.01) await this.db.$executeRawUnsafe('DELETE FROM rate_limit_hits WHERE reset_at < $1::timestamp', utc(new Date(now.getTime() - 86_400_000)));
    return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.db.$executeRawUnsafe(
      'UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > $2::timestamp',
      this.prefix + key,
      utc(new Date()),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.db.$executeRawUnsafe('DELETE FROM rate_limit_hits WHERE key = $1', this.prefix + key);
  }
}

/** A timestamp without time zone, as the column keeps it (UTC, like Prisma's DateTime). */
const utc = (date: Date) => date.toISOString().replace('Z', '');
