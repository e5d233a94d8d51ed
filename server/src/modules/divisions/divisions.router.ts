import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createDivisionInputSchema, listDivisionsQuerySchema, updateDivisionInputSchema } from '@league/contract';
import * as divisions from './divisions.service.js';

export function createDivisionsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));

  router.get('/', async (req, res) => {
    const query = parseInput(listDivisionsQuerySchema, req.query);
    res.json(await divisions.listDivisions(leagueContext(db, req), query));
  });

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
