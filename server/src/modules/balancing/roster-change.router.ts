import { Router } from 'express';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.js';
import { leagueAdmins, leagueContext, requireRole, type LeagueContext } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { applyRosterInputSchema, placeNewInputSchema, rebalanceInputSchema, type RosterChangePreviewDto } from '@league/contract';
import { createBalanceRateLimit } from './balance-rate-limit.js';
import * as rosterChange from './roster-change.service.js';
import { optimizerFor, type OptimizerPool } from './worker/optimizer-pool.js';

/** A preview path: rate-limited like balanced_teams, the optimizer in the worker pool. */
function previewRouter<S extends z.ZodType>(schema: S, preview: (ctx: LeagueContext, pool: OptimizerPool, input: z.infer<S>) => Promise<RosterChangePreviewDto>) {
  return (deps: AppDeps): Router => {
    const { db } = deps;
    const router = Router();
    const pool = optimizerFor(deps);
    router.post('/', authenticate(db), requireRole(leagueAdmins), createBalanceRateLimit(deps), async (req, res) => {
      const input = parseInput(schema, req.body ?? {});
      res.json(await preview(leagueContext(db, req), pool, input));
    });
    return router;
  };
}

/** POST /players/rebalance/: a preview of the stored division rebalanced (decision 0019). */
export const createRebalanceRouter = previewRouter(rebalanceInputSchema, rosterChange.previewRebalance);

/** POST /players/place_new/: a preview of the unassigned players placed on the existing teams. */
export const createPlaceNewRouter = previewRouter(placeNewInputSchema, rosterChange.previewPlaceNew);

/** POST /players/apply_roster/: saves a previewed rebalance or placement. */
export function createApplyRosterRouter({ db }: AppDeps): Router {
  const router = Router();
  router.post('/', authenticate(db), requireRole(leagueAdmins), async (req, res) => {
    const input = parseInput(applyRosterInputSchema, req.body ?? {});
    res.json(await rosterChange.applyRoster(leagueContext(db, req), input));
  });
  return router;
}
