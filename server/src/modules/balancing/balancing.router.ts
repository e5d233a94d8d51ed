import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { readUploadedCsv, receiveCsvUpload } from '../../middleware/csv-upload.js';
import { createBalanceRateLimit } from './balance-rate-limit.js';
import { balanceStoredInputSchema, balanceTeamsInputSchema, storedSourceQuerySchema, type BalancedTeamsAnswer } from '@league/contract';
import * as balancing from './balancing.service.js';
import { parsePersistInput } from './parse-persist-input.js';
import { describeStoredSource, previewStoredBalance } from './stored-balance.service.js';
import { optimizerFor } from './worker/optimizer-pool.js';

/**
 * POST /players/balanced_teams/: the preview of balanced teams from an uploaded CSV, or with
 * source=stored from the division's own players (decision 0040), inside the spec's {data}
 * envelope. GET stored/ tells how many players that would be and which of them have no rating.
 */
export function createBalancedTeamsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const pool = optimizerFor(deps);
  router.get('/stored/', authenticate(db), requireRole(leagueAdmins), async (req, res) => {
    res.json(await describeStoredSource(leagueContext(db, req), parseInput(storedSourceQuerySchema, req.query)));
  });
  router.post('/', authenticate(db), requireRole(leagueAdmins), createBalanceRateLimit(deps), receiveCsvUpload, async (req, res) => {
    if (req.body?.source === 'stored') {
      // The spec reads this answer as data.results and data.summary: the one envelope kept (decision 0196).
      const answer: BalancedTeamsAnswer = { data: await previewStoredBalance(leagueContext(db, req), pool, parseInput(balanceStoredInputSchema, req.body)) };
      res.json(answer);
      return;
    }
    const csvText = readUploadedCsv(req.file);
    const input = parseInput(balanceTeamsInputSchema, req.body ?? {});
    // The worker thread answers the JSON text itself: serialising 5,000 players here held the loop.
    res.type('json').send(await balancing.previewBalancedTeams(leagueContext(db, req), pool, csvText, input));
  });
  return router;
}

/** POST /players/persist_teams/: saves a previewed set of teams as the division's roster. */
export function createPersistTeamsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.post('/', authenticate(db), requireRole(leagueAdmins), async (req, res) => {
    const input = parsePersistInput(req.body);
    res.status(201).json(await balancing.persistTeams(leagueContext(db, req), input));
  });
  return router;
}
