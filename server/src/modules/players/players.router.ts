import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { numericId } from '../../lib/numeric-id.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate, currentUser, requireRole } from '../../middleware/authenticate.js';
import { createPlayerInputSchema, listPlayersQuerySchema, tradeCandidatesQuerySchema, tradeInputSchema, transferInputSchema } from '@league/contract';
import * as players from './players.service.js';
import { listTradeCandidates, tradePlayers } from './trade.service.js';
import { transferPlayers } from './transfer.service.js';

// Guards sit on each route, not router.use: the balancing module mounts its own router
// under /players too, and its requests must pass through this one untouched.
// numericId keeps paths such as /balanced_teams/ from matching a player id.
const playerPath = (suffix = '') => `/:id${suffix}/`;

export function createPlayersRouter({ db }: AppDeps): Router {
  const router = Router();
  const guard = [authenticate(db), requireRole('admin')] as const;
  const leagueOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).leagueId;

  router.get('/', ...guard, async (req, res) => {
    res.json(await players.listPlayers(db, leagueOf(req), parseInput(listPlayersQuerySchema, req.query)));
  });

  router.post('/', ...guard, async (req, res) => {
    res.status(201).json(await players.createPlayer(db, leagueOf(req), parseInput(createPlayerInputSchema, req.body)));
  });

  router.post('/trade/', ...guard, async (req, res) => {
    res.json(await tradePlayers(db, leagueOf(req), parseInput(tradeInputSchema, req.body)));
  });

  router.post('/transfer_players/', ...guard, async (req, res) => {
    res.json(await transferPlayers(db, leagueOf(req), parseInput(transferInputSchema, req.body)));
  });

  router.get(playerPath(), numericId, ...guard, async (req, res) => {
    res.json(await players.getPlayer(db, leagueOf(req), Number(req.params.id)));
  });

  router.delete(playerPath(), numericId, ...guard, async (req, res) => {
    await players.deletePlayer(db, leagueOf(req), Number(req.params.id));
    res.status(204).end();
  });

  router.get(playerPath('/trade_candidates'), numericId, ...guard, async (req, res) => {
    const query = parseInput(tradeCandidatesQuerySchema, req.query);
    res.json(await listTradeCandidates(db, leagueOf(req), Number(req.params.id), query));
  });

  return router;
}
