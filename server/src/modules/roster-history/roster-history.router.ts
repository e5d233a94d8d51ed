import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { listRosterHistoryQuerySchema } from '@league/contract';
import * as history from './roster-history.service.js';

/** Mounted under /divisions next to the divisions router: /divisions/:id/history/... */
export function createRosterHistoryRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use('/:id/history', authenticate(db), requireRole(leagueAdmins));

  router.get('/:id/history/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    res.json(await history.listRosterHistory(leagueContext(db, req), id, parseInput(listRosterHistoryQuerySchema, req.query)));
  });

  router.post('/:id/history/:version/restore/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    const version = parseIdParam(req.params.version, 'Roster version');
    res.json(await history.restoreRosterVersion(leagueContext(db, req), id, version));
  });

  return router;
}
