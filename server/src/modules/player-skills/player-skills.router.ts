import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createRatingInputSchema, listRatingsQuerySchema, updateRatingInputSchema } from '@league/contract';
import * as ratings from './player-skills.service.js';

export function createPlayerSkillsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));

  router.get('/', async (req, res) => {
    const query = parseInput(listRatingsQuerySchema, req.query);
    res.json(await ratings.listRatings(leagueContext(db, req), query));
  });

  router.post('/', async (req, res) => {
    const input = parseInput(createRatingInputSchema, req.body ?? {});
    res.status(201).json(await ratings.createRating(leagueContext(db, req), input));
  });

  router.put('/:id/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Player skill rating');
    const input = parseInput(updateRatingInputSchema, req.body ?? {});
    res.json(await ratings.updateRating(leagueContext(db, req), id, input));
  });

  return router;
}
