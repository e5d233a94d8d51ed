import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole, requireSeasonsReader } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createSeasonInputSchema } from '@league/contract';
import * as seasons from './seasons.service.js';

export function createSeasonsRouter({ db }: AppDeps): Router {
  const router = Router();
  // Referee administrators read the list to choose a season's games to assign officials to (decision 0195).
  router.get('/', authenticate(db), requireSeasonsReader(), async (req, res) => {
    res.json(await seasons.listSeasons(leagueContext(db, req)));
  });

  router.use(authenticate(db), requireRole(leagueAdmins));

  router.post('/', async (req, res) => {
    const input = parseInput(createSeasonInputSchema, req.body ?? {});
    res.status(201).json(await seasons.createSeason(leagueContext(db, req), input));
  });

  router.post('/:id/activate/', async (req, res) => {
    res.json(await seasons.activateSeason(leagueContext(db, req), parseIdParam(req.params.id, 'Season')));
  });

  router.delete('/:id/', async (req, res) => {
    await seasons.deleteSeason(leagueContext(db, req), parseIdParam(req.params.id, 'Season'));
    res.status(204).end();
  });

  return router;
}
