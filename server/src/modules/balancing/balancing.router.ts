import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate, currentUser, requireRole } from '../../middleware/authenticate.js';
import { balanceTeamsInputSchema, persistTeamsInputSchema } from '@league/contract';
import * as balancing from './balancing.service.js';
import { readUploadedCsv, receiveCsvUpload } from './upload.js';

/** Mounted at /players beside the players router: it answers only these two paths. */
export function createBalancingRouter({ db }: AppDeps): Router {
  const router = Router();
  const admin = [authenticate(db), requireRole('admin')];

  router.post('/balanced_teams/', ...admin, receiveCsvUpload, async (req, res) => {
    const csvText = readUploadedCsv(req.file);
    const input = parseInput(balanceTeamsInputSchema, req.body ?? {});
    res.json({ data: await balancing.previewBalancedTeams(db, currentUser(req), csvText, input) });
  });

  router.post('/persist_teams/', ...admin, async (req, res) => {
    const input = parseInput(persistTeamsInputSchema, req.body);
    res.status(201).json({ data: await balancing.persistTeams(db, currentUser(req), input) });
  });

  return router;
}
