import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';

/** The public list the registration forms pick a league from; no authentication. */
export function createLeaguesRouter({ db }: AppDeps): Router {
  const router = Router();
  router.get('/leagues/', async (_req, res) => {
    const leagues = await db.league.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
    res.json(leagues);
  });
  return router;
}
