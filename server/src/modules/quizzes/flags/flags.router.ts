import { Router } from 'express';
import { createFlagInputSchema, listFlagsQuerySchema, regradeInputSchema, updateFlagInputSchema } from '@league/contract';
import { systemClock, type AppDeps } from '../../../lib/deps.js';
import { parseIdParam } from '../../../lib/path-id.js';
import { leagueContext, requireQuizManager } from '../../../lib/permissions.js';
import { parseInput } from '../../../lib/validate.js';
import { flagQuestion, listFlags, setFlagStatus } from './flags.service.js';
import { regradeQuestion } from './regrade.service.js';

/** Referees' flags on questions and the managers' regrade; mounted after authenticate, before the bank's `/bank/:id/`. */
export function createFlagsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const router = Router();
  const manager = requireQuizManager();

  // Any signed-in user may flag, but only on an attempt of their own (the service checks).
  router.post('/attempts/:id/flags/', async (req, res) => {
    const attemptId = parseIdParam(req.params.id, 'Attempt');
    const input = parseInput(createFlagInputSchema, req.body);
    res.status(201).json(await flagQuestion(leagueContext(db, req), attemptId, input, clock()));
  });

  router.get('/flags/', manager, async (req, res) => {
    res.json(await listFlags(leagueContext(db, req), parseInput(listFlagsQuerySchema, req.query)));
  });

  router.patch('/flags/:id/', manager, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Flag');
    const input = parseInput(updateFlagInputSchema, req.body);
    res.json(await setFlagStatus(leagueContext(db, req), id, input, clock()));
  });

  router.post('/bank/:id/regrade/', manager, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Question');
    const input = parseInput(regradeInputSchema, req.body);
    res.json(await regradeQuestion(leagueContext(db, req), id, input, clock()));
  });

  return router;
}
