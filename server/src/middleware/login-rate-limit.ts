import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../lib/deps.js';
import { createSharedStore } from '../lib/rate-limit/shared-store.js';

const usernameOf = (body: unknown) => {
  const username = (body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
};

/**
 * Failed sign-ins, counted in the shared store so both doors (/auth/login/ and
 * /referees/login/) and every app instance add to the same counters: one per username,
 * and a higher ceiling per address across usernames. Successful sign-ins do not count.
 */
export function createLoginRateLimits(deps: Pick<AppDeps, 'db' | 'config'>): RequestHandler[] {
  const { config } = deps;
  const windowMs = config.LOGIN_RATE_WINDOW_MINUTES * 60_000;
  const common = { windowMs, skipSuccessfulRequests: true, standardHeaders: 'draft-8', legacyHeaders: false, passOnStoreError: true } as const;
  const perAddress = rateLimit({
    ...common,
    limit: config.LOGIN_ADDRESS_FAILURE_LIMIT,
    store: createSharedStore(deps, 'login-address'),
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, res) => {
      res.status(429).json({
        error: `Too many failed sign-ins from this network. Please wait ${config.LOGIN_RATE_WINDOW_MINUTES} minutes and try again.`,
        code: 'rate_limited',
      });
    },
  });
  const perUsername = rateLimit({
    ...common,
    limit: config.LOGIN_RATE_LIMIT,
    store: createSharedStore(deps, 'login-user'),
    keyGenerator: (req) => usernameOf(req.body),
    handler: (_req, res) => {
      res.status(429).json({
        error: `Too many failed login attempts. Please wait ${config.LOGIN_RATE_WINDOW_MINUTES} minutes and try again.`,
        code: 'rate_limited',
      });
    },
  });
  return [perAddress, perUsername];
}
