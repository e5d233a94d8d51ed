import type { Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { AppDeps } from '../deps.js';
import { PostgresStore } from './postgres-store.js';

type RedisClient = ReturnType<typeof createClient>;
const redisClients = new Map<string, RedisClient>();

/** A counter operation that takes longer than this counts as Redis being unreachable. */
const redisCommandTimeoutMs = 1_000;

/** One connection per Redis URL in the process; commands wait in the client's queue until it connects, at most a second. */
function redisClient(url: string): RedisClient {
  let client = redisClients.get(url);
  if (!client) {
    client = createClient({ url });
    client.on('error', () => {
      // Reconnects by itself; a command made meanwhile times out: sign-in refuses (503), the balancing limit lets it through.
    });
    // With Redis away, connect() keeps retrying in the background; commands time out meanwhile.
    client.connect().catch(() => undefined);
    redisClients.set(url, client);
  }
  return client;
}

export async function closeRedisClients(): Promise<void> {
  // A client still trying to reach Redis would wait for it to close politely: drop it instead.
  await Promise.all([...redisClients.values()].map((c) => (c.isReady ? c.close().catch(() => undefined) : c.destroy())));
  redisClients.clear();
}

/**
 * A counter store every app instance shares: Redis when REDIS_URL is set, otherwise the app's
 * own database. `name` separates the limits (login-user, login-address, balance-user);
 * RATE_LIMIT_PREFIX separates deployments (or test files) sharing one database or Redis.
 */
export function createSharedStore({ db, config }: Pick<AppDeps, 'db' | 'config'>, name: string): Store {
  const prefix = `${config.RATE_LIMIT_PREFIX}:${name}:`;
  if (config.REDIS_URL) {
    const client = redisClient(config.REDIS_URL);
    return new RedisStore({ prefix, sendCommand: (...args: string[]) => client.sendCommand(args, { timeout: redisCommandTimeoutMs }) as Promise<RedisReply> });
  }
  return new PostgresStore(db, prefix);
}
