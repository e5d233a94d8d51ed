import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { numericId } from '../../lib/numeric-id.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate, currentUser, requireRole } from '../../middleware/authenticate.js';
import { createTeamInputSchema, exportQuerySchema, listTeamsQuerySchema, updateTeamInputSchema } from '@league/contract';
import { buildExport } from './export/export.service.js';
import * as teams from './teams.service.js';

export function createTeamsRouter({ db }: AppDeps): Router {
  const router = Router();
  const guard = [authenticate(db), requireRole('admin')] as const;
  const leagueOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).leagueId;

  router.get('/', ...guard, async (req, res) => {
    res.json(await teams.listTeams(db, leagueOf(req), parseInput(listTeamsQuerySchema, req.query)));
  });

  router.post('/', ...guard, async (req, res) => {
    res.status(201).json(await teams.createTeam(db, leagueOf(req), parseInput(createTeamInputSchema, req.body)));
  });

  router.get('/export/', ...guard, async (req, res) => {
    const { filename, csv } = await buildExport(db, leagueOf(req), parseInput(exportQuerySchema, req.query));
    // The filename is built from a slug, so quoting it needs no escaping.
    res.set('Content-Disposition', `attachment; filename="${filename}"`).type('text/csv; charset=utf-8').send(csv);
  });

  router.get('/:id/', numericId, ...guard, async (req, res) => {
    res.json(await teams.getTeam(db, leagueOf(req), Number(req.params.id)));
  });

  router.patch('/:id/', numericId, ...guard, async (req, res) => {
    res.json(await teams.updateTeam(db, leagueOf(req), Number(req.params.id), parseInput(updateTeamInputSchema, req.body)));
  });

  router.delete('/:id/', numericId, ...guard, async (req, res) => {
    await teams.deleteTeam(db, leagueOf(req), Number(req.params.id));
    res.status(204).end();
  });

  return router;
}
