import { Router } from 'express';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { createAddressRateLimit } from '../../lib/rate-limit/address-rate-limit.js';
import { openCoachForm, readCoachFormStatus, submitCoachRatings } from './coach-form.service.js';

/** Opening the form and saving a player both count (decision 0065). */
export const coachFormRequestsPerMinute = 120;

/** /coach-links/{token}/: the coach's rating form, no account (decision 0044). The token is the only key. */
export function createCoachFormRouter(deps: AppDeps): Router {
  const { db, clock = systemClock } = deps;
  const router = Router();
  router.use(createAddressRateLimit(deps, {
    name: 'coach-rating-link',
    windowMinutes: 1,
    limit: coachFormRequestsPerMinute,
    message: 'Too many ratings sent from this network in the last minute. Wait a minute, then save again: what you already saved is kept.',
  }));
  router.get('/:token/', async (req, res) => {
    res.json(await openCoachForm(db, String(req.params.token), clock()));
  });
  router.get('/:token/status/', async (req, res) => {
    res.json(await readCoachFormStatus(db, String(req.params.token), clock()));
  });
  router.post('/:token/ratings/', async (req, res) => {
    res.json(await submitCoachRatings(db, String(req.params.token), req.body, clock()));
  });
  return router;
}
