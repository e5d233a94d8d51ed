import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { createSharedStore } from '../../lib/rate-limit/shared-store.js';
import { currentUser } from '../../middleware/authenticate.js';

/** Balancing uploads per signed-in user per minute, counted across instances (decision 0013). */
export function createBalanceRateLimit(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): RequestHandler {
  const limit = deps.config.BALANCE_RATE_LIMIT;
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    store: createSharedStore(deps, 'balance-user'),
    keyGenerator: (req) => String(currentUser(req).id),
    handler: (req, res) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
      res.set('Retry-After', String(seconds));
      res.status(429).json({
        error: `You have balanced teams ${limit} times in the last minute. Please wait ${seconds} seconds and try again.`,
        code: 'rate_limited',
      });
    },
  });
}
