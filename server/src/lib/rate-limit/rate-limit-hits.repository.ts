import type { Db } from '../db/database.js';

// The rows of rate_limit_hits (decision 0014). Times are timestamps without time zone, as the
// column keeps them (UTC, like Prisma's DateTime); the store passes them already converted.

export interface HitRow {
  hits: number;
  reset_at: Date;
}

/** The key's window if it has not ended yet. */
export function findLiveHits(db: Db, key: string, now: string) {
  return db.$queryRawUnsafe<HitRow[]>('SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > $2::timestamp', key, now);
}

/** One upsert per hit: a window that has ended starts again at 1. */
export function incrementHits(db: Db, key: string, now: string, resetAt: string) {
  return db.$queryRawUnsafe<HitRow[]>(
    `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, $3::timestamp)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_hits.reset_at <= $2::timestamp THEN 1 ELSE rate_limit_hits.hits + 1 END,
       reset_at = CASE WHEN rate_limit_hits.reset_at <= $2::timestamp THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
     RETURNING hits, reset_at`,
    key,
    now,
    resetAt,
  );
}

export function deleteHitsEndedBefore(db: Db, before: string) {
  return db.$executeRawUnsafe('DELETE FROM rate_limit_hits WHERE reset_at < $1::timestamp', before);
}

export function decrementHits(db: Db, key: string, now: string) {
  return db.$executeRawUnsafe('UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > $2::timestamp', key, now);
}

export function deleteHits(db: Db, key: string) {
  return db.$executeRawUnsafe('DELETE FROM rate_limit_hits WHERE key = $1', key);
}
