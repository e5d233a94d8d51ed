import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../deps.js';
import { createSharedStore } from './shared-store.js';

export interface AddressLimit {
  /** The counter's name in the shared store (one per limit). */
  name: string;
  windowMinutes: number;
  limit: number;
  /** The sentence a 429 answers with. */
  message: string;
}

/**
 * Requests per client address on a public page that needs no account (certificate checks,
 * coach links): counted across instances in the shared store, then a 429 with a
 * sentence and Retry-After. A store that cannot be reached lets the request through.
 */
export function createAddressRateLimit(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>, limit: AddressLimit): RequestHandler {
  return rateLimit({
    windowMs: limit.windowMinutes * 60_000,
    limit: limit.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    store: createSharedStore(deps, limit.name),
    handler: (_req, res) => {
      res.set('Retry-After', String(limit.windowMinutes * 60));
      res.status(429).json({ error: limit.message, code: 'rate_limited' });
    },
  });
}
