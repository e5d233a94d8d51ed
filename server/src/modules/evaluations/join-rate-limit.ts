import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { createAddressRateLimit } from '../../lib/rate-limit/address-rate-limit.js';

const windowMinutes = 10;

/**
 * Wrong access codes per address in 10 minutes: 20, then a 429 (decision 0057). Only failures
 * count, so a whole gym of volunteers behind one address joins freely; guessing a code of
 * 31^8 at 20 tries per 10 minutes is out of reach.
 */
export function createJoinRateLimit(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): RequestHandler {
  return createAddressRateLimit(deps, {
    name: 'evaluation-join',
    windowMinutes,
    limit: 20,
    failuresOnly: true,
    message: `Too many wrong access codes from this network. Wait ${windowMinutes} minutes, then check the code with the organiser.`,
  });
}
