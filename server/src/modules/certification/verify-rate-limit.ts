import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { createSharedStore } from '../../lib/rate-limit/shared-store.js';

const windowMinutes = 1;
export const verificationsPerMinute = 60;

/**
 * Public verifications per address: 60 a minute, then a 429 (decision 0062). Plenty for a desk
 * scanning cards; with 128-bit codes guessing is hopeless anyway, this only stops scraping.
 */
export function createVerifyRateLimit(deps: Pick<AppDeps, 'db' | 'config'>): RequestHandler {
  return rateLimit({
    windowMs: windowMinutes * 60_000,
    limit: verificationsPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    store: createSharedStore(deps, 'certificate-verify'),
    handler: (_req, res) => {
      res.set('Retry-After', String(windowMinutes * 60));
      res.status(429).json({ error: 'Too many certificate checks from this network. Wait a minute, then try again.', code: 'rate_limited' });
    },
  });
}
