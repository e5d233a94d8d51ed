import type { Options, Store } from 'express-rate-limit';
import type { AppDeps } from '../deps.js';
import { createSharedStore } from './shared-store.js';

export interface SharedCounter {
  /** Counts one event and answers the events in the window so far, and when the window ends. */
  add(key: string): Promise<{ hits: number; resetTime: Date | undefined }>;
  /** Takes back one counted event. */
  takeBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * One named counter per key in the shared store (Redis or the database, decision 0014; the
 * database while Redis is away, decision 0108), windowed by `windowMs`. Store errors reach the
 * caller, who decides whether to fail open or closed.
 */
export function openSharedCounter(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>, name: string, windowMs: number): SharedCounter {
  const store: Store = createSharedStore(deps, name);
  let ready: Promise<void> | undefined;
  const initialised = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      ready ??= Promise.resolve(store.init?.({ windowMs } as Options));
      await ready;
      return await op();
    } catch (error) {
      ready = undefined; // set the store up again next time (Redis may be back)
      throw error;
    }
  };
  return {
    add: (key) => initialised(async () => {
      const info = await store.increment(key);
      return { hits: info.totalHits, resetTime: info.resetTime };
    }),
    takeBack: (key) => initialised(() => Promise.resolve(store.decrement(key))),
    clear: (key) => initialised(() => Promise.resolve(store.resetKey(key))),
  };
}
