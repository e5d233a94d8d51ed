import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from '../../lib/app-error.js';
import type { AppDeps } from '../../lib/deps.js';
import { LoginCounterUnavailable, openLoginCounter } from './login-counters.js';
import { progressiveDelayMs } from './login-delay.js';

export const signInUnavailable =
  'Sign-in is unavailable for a moment: the service that counts failed sign-ins cannot be reached. Please try again in a minute.';

/** Runs one sign-in attempt for `username` (as typed) under the login limits. */
export type LoginGuard = <T>(req: Request, username: string, signIn: () => Promise<T>) => Promise<T>;

const isWrongPassword = (error: unknown) => error instanceof AppError && error.code === 'invalid_credentials';

/**
 * The limits on failed sign-ins, shared by both doors and every instance (decisions 0014, 0029):
 * - per username and address: LOGIN_RATE_LIMIT failures, then that address is refused (429)
 *   for that username until the window ends, even with the right password;
 * - per username across addresses: past LOGIN_RATE_LIMIT, an address that has already failed
 *   on it is refused, a clean one still has its password checked, after a progressive delay;
 * - per address across usernames (spraying): past LOGIN_ADDRESS_FAILURE_LIMIT, a progressive
 *   delay, never a refusal, so people behind one shared address still sign in.
 * Attempts are counted before the password is checked (atomically, so parallel guesses count
 * too); only wrong passwords stay counted. With Redis away they count in the database (decision
 * 0108); only if that fails too does sign-in answer 503: it fails closed.
 */
export function createLoginGuard(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): LoginGuard {
  const { config } = deps;
  const pairs = openLoginCounter(deps, 'login-pair');
  const usernames = openLoginCounter(deps, 'login-user');
  const addresses = openLoginCounter(deps, 'login-address');
  const delay = { baseMs: config.LOGIN_DELAY_BASE_MS, maxMs: config.LOGIN_DELAY_MAX_MS };
  const tooMany = (resetTime: Date | undefined) => {
    const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : config.LOGIN_RATE_WINDOW_MINUTES * 60;
    return AppError.tooManyRequests(`Too many failed login attempts. Please wait ${config.LOGIN_RATE_WINDOW_MINUTES} minutes and try again.`, seconds);
  };

  async function attempt<T>(req: Request, typed: string, signIn: () => Promise<T>): Promise<T> {
    const username = typed.trim().toLowerCase();
    const address = ipKeyGenerator(req.ip ?? 'unknown');
    // An address has no spaces, so the first one splits the pair (and no escaping lengthens the key).
    const pair = `${address} ${username}`;

    const pairHits = await pairs.add(pair);
    if (pairHits.hits > config.LOGIN_RATE_LIMIT) throw tooMany(pairHits.resetTime);
    const [userHits, addressHits] = await Promise.all([usernames.add(username), addresses.add(address)]);
    const takeBack = () => Promise.all([usernames.takeBack(username), addresses.takeBack(address)]);
    // An account under attack: only addresses that have not failed on it yet get a try.
    if (userHits.hits > config.LOGIN_RATE_LIMIT && pairHits.hits > 1) {
      await takeBack();
      throw tooMany(pairHits.resetTime);
    }

    await sleep(Math.max(progressiveDelayMs(userHits.hits, config.LOGIN_RATE_LIMIT, delay), progressiveDelayMs(addressHits.hits, config.LOGIN_ADDRESS_FAILURE_LIMIT, delay)));
    // After the check, the bookkeeping never changes the answer: a store failing now only logs.
    const settle = (work: Promise<unknown>) => work.catch((error: unknown) => req.log?.warn({ err: error }, 'login failure counters: could not take back an attempt'));
    try {
      const result = await signIn();
      await settle(Promise.all([takeBack(), pairs.clear(pair)]));
      return result;
    } catch (error) {
      if (!isWrongPassword(error)) await settle(Promise.all([takeBack(), pairs.takeBack(pair)]));
      throw error;
    }
  }

  return async (req, username, signIn) => {
    try {
      return await attempt(req, username, signIn);
    } catch (error) {
      if (!(error instanceof LoginCounterUnavailable)) throw error;
      req.log?.error({ err: error.cause }, 'login failure counters unreachable: sign-in refused (fails closed)');
      throw AppError.unavailable(signInUnavailable, 60);
    }
  };
}
