import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import * as leagues from './leagues.service.js';

/** The public list the registration forms pick a league from; no authentication. */
export function createLeaguesRouter({ db }: AppDeps): Router {
  const router = Router();
  router.get('/leagues/', async (_req, res) => {
    res.json(await leagues.listPublicLeagues(db));
  });
  return router;
}
