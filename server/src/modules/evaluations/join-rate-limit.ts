import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { createSharedStore } from '../../lib/rate-limit/shared-store.js';

const windowMinutes = 10;
const failedJoinsAllowed = 20;

/**
 * Wrong access codes per address in 10 minutes: 20, then a 429 (decision 0057). Only failures
 * count, so a whole gym of volunteers behind one address joins freely; guessing a code of
 * 31^8 at 20 tries per 10 minutes is out of reach.
 */
export function createJoinRateLimit(deps: Pick<AppDeps, 'db' | 'config'>): RequestHandler {
  return rateLimit({
    windowMs: windowMinutes * 60_000,
    limit: failedJoinsAllowed,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    store: createSharedStore(deps, 'evaluation-join'),
    handler: (_req, res) => {
      res.set('Retry-After', String(windowMinutes * 60));
      res.status(429).json({ error: `Too many wrong access codes from this network. Wait ${windowMinutes} minutes, then check the code with the organiser.`, code: 'rate_limited' });
    },
  });
}
