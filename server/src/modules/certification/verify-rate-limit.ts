import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { createAddressRateLimit } from '../../lib/rate-limit/address-rate-limit.js';

export const verificationsPerMinute = 60;

/**
 * Public verifications per address: 60 a minute, then a 429 (decision 0062). Plenty for a desk
 * scanning cards; with 128-bit codes guessing is hopeless anyway, this only stops scraping.
 */
export function createVerifyRateLimit(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): RequestHandler {
  return createAddressRateLimit(deps, {
    name: 'certificate-verify',
    windowMinutes: 1,
    limit: verificationsPerMinute,
    message: 'Too many certificate checks from this network. Wait a minute, then try again.',
  });
}
