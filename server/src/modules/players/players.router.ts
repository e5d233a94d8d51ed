import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createPlayerInputSchema, listPlayersQuerySchema, tradeCandidatesQuerySchema, tradeInputSchema, transferInputSchema } from '@league/contract';
import * as players from './players.service.js';
import { tradePlayers } from './trade.service.js';
import { listTradeCandidates } from './trade-candidates.service.js';
import { sharedWorkerPool } from '../../lib/worker-pool.js';
import { transferPlayers } from './transfer.service.js';
import { previewTrade } from './trade-preview.js';

export function createPlayersRouter({ db, config, workers }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));

  router.get('/', async (req, res) => {
    res.json(await players.listPlayers(leagueContext(db, req), parseInput(listPlayersQuerySchema, req.query)));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await players.createPlayer(leagueContext(db, req), parseInput(createPlayerInputSchema, req.body)));
  });

  router.post('/trade/', async (req, res) => {
    res.json(await tradePlayers(leagueContext(db, req), parseInput(tradeInputSchema, req.body)));
  });

  // The trade's body; answers what it would change, saves nothing (decision 0020).
  router.post('/trade_preview/', async (req, res) => {
    res.json(await previewTrade(leagueContext(db, req), parseInput(tradeInputSchema, req.body)));
  });

  router.post('/transfer_players/', async (req, res) => {
    res.json(await transferPlayers(leagueContext(db, req), parseInput(transferInputSchema, req.body)));
  });

  router.get('/:id/', async (req, res) => {
    res.json(await players.getPlayer(leagueContext(db, req), parseIdParam(req.params.id, 'Player')));
  });

  router.delete('/:id/', async (req, res) => {
    await players.deletePlayer(leagueContext(db, req), parseIdParam(req.params.id, 'Player'));
    res.status(204).end();
  });

  router.get('/:id/trade_candidates/', async (req, res) => {
    const query = parseInput(tradeCandidatesQuerySchema, req.query);
    res.json(await listTradeCandidates(leagueContext(db, req), workers ?? sharedWorkerPool(config), parseIdParam(req.params.id, 'Player'), query));
  });

  return router;
}
