import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate, currentUser } from '../../middleware/authenticate.js';
import { loginInputSchema, registerLeagueInputSchema } from '@league/contract';
import * as auth from './auth.service.js';
import { createLoginGuard } from './login-guard.js';

export const adminLoginDenied =
  'This sign-in is for league administrators. Referees sign in through the Referee Portal.';

export function createAuthRouter({ db, config, logger }: AppDeps): Router {
  const router = Router();
  const ctx = { db, tokenTtlHours: config.TOKEN_TTL_HOURS };

  const guardLogin = createLoginGuard({ db, config, logger });

  router.post('/login/', async (req, res) => {
    const input = parseInput(loginInputSchema, req.body);
    res.json(await guardLogin(req, input.username, () => auth.logIn(ctx, input, ['admin'], adminLoginDenied)));
  });

  router.post('/register/', async (req, res) => {
    const input = parseInput(registerLeagueInputSchema, req.body);
    res.status(201).json(await auth.registerLeague(ctx, input));
  });

  router.post('/logout/', authenticate(db), async (req, res) => {
    await auth.logOut(ctx, currentUser(req).tokenId);
    res.status(204).end();
  });

  return router;
}
