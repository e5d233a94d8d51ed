import type { Options, Store } from 'express-rate-limit';
import type { AppDeps } from '../../lib/deps.js';
import { createSharedStore } from '../../lib/rate-limit/shared-store.js';

/** Neither Redis nor the database could count (decision 0108); sign-in refuses rather than go unguarded. */
export class LoginCounterUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super('The login failure counters cannot be reached.');
  }
}

export interface LoginCounter {
  /** Counts one attempt and answers the attempts in the window so far, and when the window ends. */
  add(key: string): Promise<{ hits: number; resetTime: Date | undefined }>;
  /** Takes back one counted attempt (it was not a failed password). */
  takeBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * One named counter of failed sign-ins in the shared store (Redis or the database, decision
 * 0014; the database while Redis is away, decision 0108), windowed by LOGIN_RATE_WINDOW_MINUTES.
 * Every store error becomes LoginCounterUnavailable, so the caller fails closed.
 */
export function openLoginCounter(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>, name: string): LoginCounter {
  const store: Store = createSharedStore(deps, name);
  const windowMs = deps.config.LOGIN_RATE_WINDOW_MINUTES * 60_000;
  let ready: Promise<void> | undefined;
  const guarded = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      ready ??= Promise.resolve(store.init?.({ windowMs } as Options));
      await ready;
      return await op();
    } catch (error) {
      ready = undefined; // try the store's setup again next time (Redis may be back)
      throw new LoginCounterUnavailable(error);
    }
  };
  return {
    add: (key) => guarded(async () => {
      const info = await store.increment(key);
      return { hits: info.totalHits, resetTime: info.resetTime };
    }),
    takeBack: (key) => guarded(() => Promise.resolve(store.decrement(key))),
    clear: (key) => guarded(() => Promise.resolve(store.resetKey(key))),
  };
}
