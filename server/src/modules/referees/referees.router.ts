import { Router } from 'express';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { leagueContext, refereeManagers, requireLeagueAdmin, requireRole } from '../../lib/permissions.js';
import { authenticate, currentUser } from '../../middleware/authenticate.js';
import { inviteRefereeAdminInputSchema, loginInputSchema, registerRefereeInputSchema, updateRefereeInputSchema } from '@league/contract';
import { createLoginGuard, logIn } from '../auth/index.js';
import * as referees from './referees.service.js';
import { parseIdParam } from '../../lib/path-id.js';
import { updateReferee } from './referee-management.service.js';
import { inviteRefereeAdmin, listLeagueRefereeAdmins } from './referee-admins.service.js';
import { getRefereeTranscript } from '../quizzes/index.js';

export function createRefereesRouter(deps: AppDeps): Router {
  const { db, config, logger, clock = systemClock } = deps;
  const router = Router();
  const ctx = { db, tokenTtlHours: config.TOKEN_TTL_HOURS };

  router.post('/register/', async (req, res) => {
    const input = parseInput(registerRefereeInputSchema, req.body);
    res.status(201).json(await referees.registerReferee(ctx, input));
  });

  const guardLogin = createLoginGuard({ db, config, logger });

  // Every user type may sign in here: admins take quizzes too.
  router.post('/login/', async (req, res) => {
    const input = parseInput(loginInputSchema, req.body);
    res.json(await guardLogin(req, input.username, () => logIn(ctx, input, ['referee', 'referee_admin', 'admin'], 'This account cannot sign in here.')));
  });

  router.get('/profile/', authenticate(db), async (req, res) => {
    res.json(await referees.getProfile(ctx, currentUser(req).id));
  });

  router.get('/list/', authenticate(db), requireRole(refereeManagers), async (req, res) => {
    res.json(await referees.listReferees(leagueContext(db, req)));
  });

  router.get('/admins/', authenticate(db), requireLeagueAdmin(), async (req, res) => {
    res.json(await listLeagueRefereeAdmins(leagueContext(db, req)));
  });

  router.post('/admins/', authenticate(db), requireLeagueAdmin(), async (req, res) => {
    const input = parseInput(inviteRefereeAdminInputSchema, req.body);
    res.status(201).json(await inviteRefereeAdmin(leagueContext(db, req), input));
  });

  router.get('/:id/transcript/', authenticate(db), requireRole(refereeManagers), async (req, res) => {
    res.json(await getRefereeTranscript(leagueContext(db, req), parseIdParam(req.params.id, 'Referee'), clock()));
  });

  router.patch('/:id/', authenticate(db), requireRole(refereeManagers), async (req, res) => {
    const input = parseInput(updateRefereeInputSchema, req.body);
    res.json(await updateReferee(leagueContext(db, req), parseIdParam(req.params.id, 'Referee'), input));
  });

  return router;
}
