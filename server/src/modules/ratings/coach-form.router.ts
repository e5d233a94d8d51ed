import { Router } from 'express';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { openCoachForm, submitCoachRatings } from './coach-form.service.js';

/** /coach-links/{token}/: the coach's rating form, no account (decision 0044). The token is the only key. */
export function createCoachFormRouter({ db, clock = systemClock }: AppDeps): Router {
  const router = Router();
  router.get('/:token/', async (req, res) => {
    res.json({ data: await openCoachForm(db, String(req.params.token), clock()) });
  });
  router.post('/:token/ratings/', async (req, res) => {
    res.json({ data: await submitCoachRatings(db, String(req.params.token), req.body, clock()) });
  });
  return router;
}
