import { Router } from 'express';
import { importRatingsInputSchema } from '@league/contract';
import type { AppDeps } from '../../lib/deps.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { readUploadedCsv, receiveCsvUpload } from '../../middleware/csv-upload.js';
import { importRatings } from './ratings-import.service.js';

/** POST /ratings/import/: a ratings CSV for a division, previewed (dry_run) or written (decision 0044). */
export function createRatingsImportRouter({ db }: AppDeps): Router {
  const router = Router();
  router.post('/', authenticate(db), requireRole(leagueAdmins), receiveCsvUpload, async (req, res) => {
    const csvText = readUploadedCsv(req.file);
    const input = parseInput(importRatingsInputSchema, req.body ?? {});
    res.json(await importRatings(leagueContext(db, req), csvText, input));
  });
  return router;
}
