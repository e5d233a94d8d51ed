import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createSkillInputSchema, listSkillsQuerySchema, updateSkillInputSchema } from '@league/contract';
import { parseSkillInput } from './parse-skill-input.js';
import * as skills from './skills.service.js';

export function createSkillsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));

  router.get('/', async (req, res) => {
    const query = parseSkillInput(listSkillsQuerySchema, req.query);
    res.json(await skills.listSkills(leagueContext(db, req), query));
  });

  router.post('/', async (req, res) => {
    const input = parseSkillInput(createSkillInputSchema, req.body ?? {});
    res.status(201).json(await skills.createSkill(leagueContext(db, req), input));
  });

  router.put('/:id/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Skill');
    const input = parseSkillInput(updateSkillInputSchema, req.body ?? {});
    res.json(await skills.updateSkill(leagueContext(db, req), id, input));
  });

  router.delete('/:id/', async (req, res) => {
    await skills.deleteSkill(leagueContext(db, req), parseIdParam(req.params.id, 'Skill'));
    res.status(204).end();
  });

  return router;
}
