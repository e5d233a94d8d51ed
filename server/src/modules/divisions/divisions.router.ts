import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole, requireSeasonsReader } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createDivisionInputSchema, listDivisionsQuerySchema, updateDivisionInputSchema } from '@league/contract';
import * as divisions from './divisions.service.js';

export function createDivisionsRouter({ db }: AppDeps): Router {
  const router = Router();
  // Referee administrators read a season's divisions to say what their games need (decision 0195).
  router.get('/', authenticate(db), requireSeasonsReader(), async (req, res) => {
    const query = parseInput(listDivisionsQuerySchema, req.query);
    res.json(await divisions.listDivisions(leagueContext(db, req), query));
  });

  router.use(authenticate(db), requireRole(leagueAdmins));

  router.post('/', async (req, res) => {
    const input = parseInput(createDivisionInputSchema, req.body ?? {});
    res.status(201).json(await divisions.createDivision(leagueContext(db, req), input));
  });

  router.patch('/:id/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    res.json(await divisions.updateDivision(leagueContext(db, req), id, parseInput(updateDivisionInputSchema, req.body ?? {})));
  });

  router.delete('/:id/', async (req, res) => {
    await divisions.deleteDivision(leagueContext(db, req), parseIdParam(req.params.id, 'Division'));
    res.status(204).end();
  });

  return router;
}
