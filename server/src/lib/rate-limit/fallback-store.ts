import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from '../logger.js';

/** After Redis failed a command, it is tried again this much later (a hung Redis costs one timeout, not one per request). */
export const redisRetryAfterMs = 5_000;

/**
 * Whether Redis is being used, shared by every store on one Redis connection, so the switch to
 * the database and back is said once in the log, not once per counter or request.
 */
export class RedisHealth {
  private away = false;
  private retryAt = 0;

  constructor(
    private readonly reachable: () => boolean,
    private readonly describe: string,
  ) {}

  /** The connection is back: try Redis at once rather than after the wait of the last failure. */
  reconnected(): void {
    this.retryAt = 0;
  }

  usable(): boolean {
    return this.reachable() && Date.now() >= this.retryAt;
  }

  failed(logger: Logger, error?: unknown): void {
    this.retryAt = Date.now() + redisRetryAfterMs;
    if (this.away) return;
    this.away = true;
    logger.warn({ err: error }, `Redis (${this.describe}) cannot be reached: sign-in and request limits count in the database until it is back.`);
  }

  worked(logger: Logger): void {
    if (!this.away) return;
    this.away = false;
    logger.info(`Redis (${this.describe}) is back: sign-in and request limits count in Redis again.`);
  }
}

/**
 * Redis while it answers, the app's database while it does not (decision 0108): limits stay
 * honest and nobody is locked out because Redis is away. The counts made in one store during an
 * outage are not carried to the other, so a limit may allow up to twice its count across a switch.
 */
export class FallbackStore implements Store {
  localKeys = false;
  private options?: Options;
  private redisReady?: Promise<void>;

  constructor(
    private readonly redis: Store,
    private readonly database: Store,
    private readonly health: RedisHealth,
    private readonly logger: Logger,
  ) {}

  async init(options: Options): Promise<void> {
    this.options = options;
    await this.database.init?.(options);
  }

  private async run<T>(op: (store: Store) => Promise<T> | T): Promise<T> {
    if (this.health.usable()) {
      try {
        // Redis's scripts are loaded again after an outage (they may have been lost, or never loaded).
        this.redisReady ??= Promise.resolve(this.options && this.redis.init?.(this.options));
        await this.redisReady;
        const result = await op(this.redis);
        this.health.worked(this.logger);
        return result;
      } catch (error) {
        this.redisReady = undefined;
        this.health.failed(this.logger, error);
      }
    } else {
      this.redisReady = undefined;
      this.health.failed(this.logger);
    }
    return op(this.database);
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.run((store) => store.get?.(key));
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.run((store) => store.increment(key));
  }

  decrement(key: string): Promise<void> {
    return this.run((store) => store.decrement(key));
  }

  resetKey(key: string): Promise<void> {
    return this.run((store) => store.resetKey(key));
  }
}
