import { Router } from 'express';
import {
  checkInInputSchema,
  createAccessCodeInputSchema,
  commentApprovalInputSchema,
  createEvaluationInputSchema,
  deskPlayersQuerySchema,
  evaluationDivisionQuerySchema,
  evaluationResultsQuerySchema,
  finaliseEvaluationInputSchema,
  joinEvaluationInputSchema,
  optionalIdField,
  submitScoresInputSchema,
  updateEvaluationInputSchema,
  walkUpInputSchema,
} from '@league/contract';
import { z } from 'zod';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createAccessCode, listAccessCodes, revokeAccessCode } from './access-codes.service.js';
import { authenticateEvaluator, currentEvaluator } from './authenticate-evaluator.js';
import { checkInPlayer, checkInWalkUp, listDeskPlayers, undoCheckIn } from './check-in.service.js';
import { readCoverage } from './coverage.service.js';
import { joinEvaluation, readEvaluatorEvent } from './evaluate.service.js';
import { createEvaluation, getEvaluation, listEvaluations, updateEvaluation } from './events.service.js';
import { approveComment, readFamilyReports } from './family-report.service.js';
import { finaliseEvaluation } from './finalise.service.js';
import { createJoinLimits } from './join-rate-limit.js';
import { readResults } from './results.service.js';
import { submitScores } from './submit-scores.service.js';

const listQuery = z.object({ division_id: optionalIdField('The division_id query parameter must name a division id.') });
const eventId = (req: { params: Record<string, string | string[] | undefined> }) => parseIdParam(req.params.id, 'Evaluation day');

/** /evaluations: the league administrator's evaluation days (issue 26, decision 0057). */
export function createEvaluationsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));
  router.get('/', async (req, res) => {
    res.json(await listEvaluations(leagueContext(db, req), parseInput(listQuery, req.query).division_id));
  });
  router.post('/', async (req, res) => {
    res.status(201).json(await createEvaluation(leagueContext(db, req), parseInput(createEvaluationInputSchema, req.body ?? {})));
  });
  router.get('/:id/', async (req, res) => {
    res.json(await getEvaluation(leagueContext(db, req), eventId(req), parseInput(evaluationDivisionQuerySchema, req.query).division_id));
  });
  router.patch('/:id/', async (req, res) => {
    res.json(await updateEvaluation(leagueContext(db, req), eventId(req), parseInput(updateEvaluationInputSchema, req.body ?? {})));
  });
  router.get('/:id/players/', async (req, res) => {
    res.json(await listDeskPlayers(leagueContext(db, req), eventId(req), parseInput(deskPlayersQuerySchema, req.query)));
  });
  router.post('/:id/check_in/', async (req, res) => {
    const { created, check_in } = await checkInPlayer(leagueContext(db, req), eventId(req), parseInput(checkInInputSchema, req.body ?? {}).player_id);
    res.status(created ? 201 : 200).json(check_in);
  });
  router.delete('/:id/check_in/:playerId/', async (req, res) => {
    await undoCheckIn(leagueContext(db, req), eventId(req), parseIdParam(req.params.playerId, 'Player'));
    res.status(204).end();
  });
  router.post('/:id/walk_ups/', async (req, res) => {
    res.status(201).json(await checkInWalkUp(leagueContext(db, req), eventId(req), parseInput(walkUpInputSchema, req.body ?? {})));
  });
  router.get('/:id/access_codes/', async (req, res) => {
    res.json(await listAccessCodes(leagueContext(db, req), eventId(req)));
  });
  router.post('/:id/access_codes/', async (req, res) => {
    res.status(201).json(await createAccessCode(leagueContext(db, req), eventId(req), parseInput(createAccessCodeInputSchema, req.body ?? {})));
  });
  router.post('/:id/access_codes/:codeId/revoke/', async (req, res) => {
    res.json(await revokeAccessCode(leagueContext(db, req), eventId(req), parseIdParam(req.params.codeId, 'Access code')));
  });
  router.get('/:id/results/', async (req, res) => {
    res.json(await readResults(leagueContext(db, req), eventId(req), parseInput(evaluationResultsQuerySchema, req.query)));
  });
  router.get('/:id/coverage/', async (req, res) => {
    res.json(await readCoverage(leagueContext(db, req), eventId(req), parseInput(evaluationDivisionQuerySchema, req.query).division_id));
  });
  router.get('/:id/family_reports/', async (req, res) => {
    res.json(await readFamilyReports(leagueContext(db, req), eventId(req), parseInput(evaluationDivisionQuerySchema, req.query).division_id));
  });
  router.post('/:id/family_reports/comments/', async (req, res) => {
    res.json(await approveComment(leagueContext(db, req), eventId(req), parseInput(commentApprovalInputSchema, req.body ?? {})));
  });
  router.post('/:id/finalise/', async (req, res) => {
    res.json(await finaliseEvaluation(leagueContext(db, req), eventId(req), parseInput(finaliseEvaluationInputSchema, req.body ?? {})));
  });
  return router;
}

/** /evaluate: the evaluators' phones, with their own tokens (no user account). */
export function createEvaluateRouter(deps: AppDeps): Router {
  const { db, clock = systemClock } = deps;
  const router = Router();
  const beginJoin = createJoinLimits(deps);
  router.post('/session/', async (req, res) => {
    const input = parseInput(joinEvaluationInputSchema, req.body ?? {});
    res.status(201).json(await joinEvaluation(db, input, clock(), await beginJoin(req)));
  });
  router.get('/event/', authenticateEvaluator(db, clock), async (req, res) => {
    res.json(await readEvaluatorEvent(db, currentEvaluator(req)));
  });
  router.post('/scores/', authenticateEvaluator(db, clock), async (req, res) => {
    res.json(await submitScores(db, currentEvaluator(req), parseInput(submitScoresInputSchema, req.body ?? {}), clock()));
  });
  return router;
}
