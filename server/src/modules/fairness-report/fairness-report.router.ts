import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { fairnessReportQuerySchema } from '@league/contract';
import { buildFairnessReport } from './fairness-report.service.js';

/** Mounted under /divisions next to the divisions router: /divisions/:id/fairness_report/ */
export function createFairnessReportRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use('/:id/fairness_report', authenticate(db), requireRole(leagueAdmins));

  router.get('/:id/fairness_report/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    res.json(await buildFairnessReport(leagueContext(db, req), id, parseInput(fairnessReportQuerySchema, req.query)));
  });

  return router;
}
