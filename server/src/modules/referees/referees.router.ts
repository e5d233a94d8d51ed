import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate, currentUser, requireRole } from '../../middleware/authenticate.js';
import { createLoginRateLimit } from '../../middleware/login-rate-limit.js';
import { loginInputSchema } from '../auth/auth.schemas.js';
import { logIn } from '../auth/auth.service.js';
import { registerRefereeInputSchema } from './referees.schemas.js';
import * as referees from './referees.service.js';
import { numericId } from '../../lib/numeric-id.js';
import { parseIdParam } from '../../lib/path-id.js';
import { updateRefereeInputSchema } from './referee-management.schemas.js';
import { updateReferee } from './referee-management.service.js';

export function createRefereesRouter({ db, config }: AppDeps): Router {
  const router = Router();
  const ctx = { db, tokenTtlHours: config.TOKEN_TTL_HOURS };

  router.post('/register/', async (req, res) => {
    const input = parseInput(registerRefereeInputSchema, req.body);
    res.status(201).json(await referees.registerReferee(ctx, input));
  });

  // Every user type may sign in here: admins take quizzes too.
  router.post('/login/', createLoginRateLimit(config), async (req, res) => {
    const input = parseInput(loginInputSchema, req.body);
    res.json(await logIn(ctx, input, ['referee', 'referee_admin', 'admin'], 'This account cannot sign in here.'));
  });

  router.get('/profile/', authenticate(db), async (req, res) => {
    res.json(await referees.getProfile(ctx, currentUser(req).id));
  });

  router.get('/list/', authenticate(db), requireRole('referee_admin', 'admin'), async (req, res) => {
    res.json(await referees.listReferees(ctx, currentUser(req).leagueId));
  });

  router.patch('/:id/', numericId, authenticate(db), requireRole('referee_admin', 'admin'), async (req, res) => {
    const input = parseInput(updateRefereeInputSchema, req.body);
    res.json(await updateReferee(db, currentUser(req).leagueId, parseIdParam(req.params.id, 'Referee'), input));
  });

  return router;
}
