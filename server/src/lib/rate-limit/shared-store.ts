import type { Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { AppDeps } from '../deps.js';
import { FallbackStore, RedisHealth } from './fallback-store.js';
import { PostgresStore } from './postgres-store.js';

type RedisClient = ReturnType<typeof createClient>;
const redisClients = new Map<string, { client: RedisClient; health: RedisHealth }>();

/** A counter operation that takes longer than this counts as Redis being unreachable. */
const redisCommandTimeoutMs = 1_000;

/** Where Redis is, for the log: never the URL's password. */
function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** One connection per Redis URL in the process, and one record of whether it is usable. */
function redisClient(url: string): { client: RedisClient; health: RedisHealth } {
  let entry = redisClients.get(url);
  if (!entry) {
    const client: RedisClient = createClient({ url });
    // Until its first connection succeeds or fails, commands wait for it (at most the timeout):
    // a sign-in right after start is not sent to the database for want of a few milliseconds.
    let settled = false;
    const health = new RedisHealth(() => client.isReady || !settled, hostOf(url));
    client.on('error', () => {
      // Reconnects by itself; meanwhile the counters use the database (FallbackStore).
      settled = true;
    });
    client.on('ready', () => {
      settled = true;
      health.reconnected();
    });
    // With Redis away, connect() keeps retrying in the background.
    client.connect().catch(() => undefined);
    entry = { client, health };
    redisClients.set(url, entry);
  }
  return entry;
}

export async function closeRedisClients(): Promise<void> {
  // A client still trying to reach Redis would wait for it to close politely: drop it instead.
  await Promise.all([...redisClients.values()].map(({ client: c }) => (c.isReady ? c.close().catch(() => undefined) : c.destroy())));
  redisClients.clear();
}

/**
 * A counter store every app instance shares: Redis when REDIS_URL is set (the app's own
 * database while Redis is away, decision 0108), otherwise the database. `name` separates the
 * limits (login-user, login-address, balance-user); RATE_LIMIT_PREFIX separates deployments
 * (or test files) sharing one database or Redis.
 */
export function createSharedStore({ db, config, logger }: Pick<AppDeps, 'db' | 'config' | 'logger'>, name: string): Store {
  const prefix = `${config.RATE_LIMIT_PREFIX}:${name}:`;
  const database = new PostgresStore(db, prefix);
  if (!config.REDIS_URL) return database;
  const { client, health } = redisClient(config.REDIS_URL);
  const redis = new RedisStore({ prefix, sendCommand: (...args: string[]) => client.sendCommand(args, { timeout: redisCommandTimeoutMs }) as Promise<RedisReply> });
  return new FallbackStore(redis, database, health, logger);
}
