import { Router } from 'express';
import { leagueTimeZoneInputSchema } from '@league/contract';
import type { AppDeps } from '../../lib/deps.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import * as settings from './league-settings.service.js';

/** The signed-in administrator's own league settings, under /api/leagues/me/. */
export function createLeagueSettingsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));

  router.get('/me/time_zone/', async (req, res) => {
    res.json(await settings.getLeagueTimeZone(leagueContext(db, req)));
  });

  router.put('/me/time_zone/', async (req, res) => {
    const input = parseInput(leagueTimeZoneInputSchema, req.body ?? {});
    res.json(await settings.setLeagueTimeZone(leagueContext(db, req), input));
  });

  return router;
}
