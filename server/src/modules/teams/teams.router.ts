import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createTeamInputSchema, exportQuerySchema, listTeamsQuerySchema, updateTeamInputSchema } from '@league/contract';
import { buildExport } from './export/export.service.js';
import * as teams from './teams.service.js';

export function createTeamsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));

  router.get('/', async (req, res) => {
    res.json(await teams.listTeams(leagueContext(db, req), parseInput(listTeamsQuerySchema, req.query)));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await teams.createTeam(leagueContext(db, req), parseInput(createTeamInputSchema, req.body)));
  });

  // Before /:id/, which would otherwise read "export" as a team id.
  router.get('/export/', async (req, res) => {
    const { filename, csv } = await buildExport(leagueContext(db, req), parseInput(exportQuerySchema, req.query));
    // The filename is built from a slug, so quoting it needs no escaping.
    res.set('Content-Disposition', `attachment; filename="${filename}"`).type('text/csv; charset=utf-8').send(csv);
  });

  router.get('/:id/', async (req, res) => {
    res.json(await teams.getTeam(leagueContext(db, req), parseIdParam(req.params.id, 'Team')));
  });

  router.patch('/:id/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Team');
    res.json(await teams.updateTeam(leagueContext(db, req), id, parseInput(updateTeamInputSchema, req.body)));
  });

  router.delete('/:id/', async (req, res) => {
    await teams.deleteTeam(leagueContext(db, req), parseIdParam(req.params.id, 'Team'));
    res.status(204).end();
  });

  return router;
}
