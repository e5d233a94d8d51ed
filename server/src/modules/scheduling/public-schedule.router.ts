import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { createAddressRateLimit } from '../../lib/rate-limit/address-rate-limit.js';
import { openPublicSchedule, unknownScheduleLink } from './publish/public-schedule.service.js';

const tokenPattern = /^[0-9a-f]{64}$/;

export const schedulePageOpensPerMinute = 60;

/**
 * Mounted under /public/schedules: GET /{token}/, the games page of a family, coach or team,
 * opened from the emailed link without an account. The calendar link's token opens it (decision 0171).
 */
export function createPublicScheduleRouter(deps: AppDeps): Router {
  const router = Router();
  // Per address, like the coach's roster page: a page a parent opens, never a stream to poll.
  const limit = createAddressRateLimit(deps, {
    name: 'schedule-page',
    windowMinutes: 1,
    limit: schedulePageOpensPerMinute,
    message: 'This schedule page was opened too many times from this network in the last minute. Wait a minute, then open it again.',
  });
  router.get('/:token/', limit, async (req, res) => {
    const token = String(req.params.token);
    if (!tokenPattern.test(token)) throw unknownScheduleLink();
    res.json(await openPublicSchedule(deps.db, deps.config, token));
  });
  return router;
}
