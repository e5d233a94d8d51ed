import type { AppDeps } from '../../lib/deps.js';
import { openSharedCounter, type SharedCounter } from '../../lib/rate-limit/shared-counter.js';

/** Neither Redis nor the database could count (decision 0108); sign-in refuses rather than go unguarded. */
export class LoginCounterUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super('The login failure counters cannot be reached.');
  }
}

export type LoginCounter = SharedCounter;

/**
 * One named counter of failed sign-ins, windowed by LOGIN_RATE_WINDOW_MINUTES. Every store
 * error becomes LoginCounterUnavailable, so the caller fails closed.
 */
export function openLoginCounter(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>, name: string): LoginCounter {
  const counter = openSharedCounter(deps, name, deps.config.LOGIN_RATE_WINDOW_MINUTES * 60_000);
  const guarded = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (error) {
      throw new LoginCounterUnavailable(error);
    }
  };
  return {
    add: (key) => guarded(() => counter.add(key)),
    takeBack: (key) => guarded(() => counter.takeBack(key)),
    clear: (key) => guarded(() => counter.clear(key)),
  };
}
