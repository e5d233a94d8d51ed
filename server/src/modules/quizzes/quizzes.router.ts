import { Router } from 'express';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueContext, requireQuizManager } from '../../lib/permissions.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createAiRouter } from './ai/ai.router.js';
import { createInterchangeRouter } from './bank-import/interchange.router.js';
import { createFlagsRouter } from './flags/flags.router.js';
import { createMediaRouter, createMediaStreamRouter } from './media/media.router.js';
import { closeExpiredAttempts } from './attempts/attempt-sweep.js';
import { createAttemptsRouter } from './attempts/attempts.router.js';
import { createBankRouter } from './bank/bank.router.js';
import { createQuestionsRouter } from './questions.router.js';
import { createMyTranscriptRouter } from './transcripts/transcript.router.js';
import { articleStatisticsQuerySchema, createQuizInputSchema, grantAttemptInputSchema, setQuizStatusInputSchema, updateQuizInputSchema } from '@league/contract';
import * as quizzes from './quizzes.service.js';
import { grantExtraAttempt } from './attempts/attempt-grants.service.js';
import { getQuizStatistics } from './statistics/statistics.service.js';
import { remindWhenRecertificationOpens } from './recertification-open.js';
import { getArticleStatistics } from './statistics/article-statistics.service.js';

const resultsDeniedMessage =
  "You don't have permission to view quiz results. Only league administrators can access this data.";

export function createQuizzesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const manager = requireQuizManager();
  // Media files open with a signed link, before authenticate (decision 0080).
  router.use(createMediaStreamRouter(deps));
  router.use(authenticate(db));

  // Fixed paths first: they would otherwise be read as a quiz id.
  router.use('/ai', requireQuizManager(), createAiRouter(deps));
  router.use(createInterchangeRouter(deps));
  router.use(createFlagsRouter(deps));
  router.use(createMediaRouter(deps));
  router.get('/admin/results/', requireQuizManager(resultsDeniedMessage), async (req, res) => {
    res.json(await getQuizStatistics(leagueContext(db, req)));
  });
  router.get('/statistics/articles/', requireQuizManager(resultsDeniedMessage), async (req, res) => {
    res.json(await getArticleStatistics(leagueContext(db, req), parseInput(articleStatisticsQuerySchema, req.query)));
  });
  router.use(createBankRouter(deps));
  router.use(createMyTranscriptRouter(deps));
  router.use(createAttemptsRouter(deps));
  router.use(createQuestionsRouter(deps));

  router.get('/', async (req, res) => {
    // The caller's attempts whose time ran out are scored first, so the list shows their results.
    const ctx = leagueContext(db, req);
    await closeExpiredAttempts(db, (deps.clock ?? systemClock)(), ctx.user.id);
    res.json(await quizzes.listQuizzes(ctx));
  });

  router.post('/create/', manager, async (req, res) => {
    const input = parseInput(createQuizInputSchema, req.body);
    res.status(201).json(await quizzes.createQuiz(leagueContext(db, req), input));
  });

  router.get('/:id/', async (req, res) => {
    res.json(await quizzes.getQuiz(leagueContext(db, req), parseIdParam(req.params.id, 'Quiz')));
  });

  router.put('/:id/update/', manager, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Quiz');
    const input = parseInput(updateQuizInputSchema, req.body);
    const quiz = await quizzes.updateQuiz(leagueContext(db, req), id, input);
    if (input.status === 'active') await remindWhenRecertificationOpens(deps, req, quiz);
    res.json(quiz);
  });

  router.post('/:id/grants/', manager, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Quiz');
    const input = parseInput(grantAttemptInputSchema, req.body);
    res.status(201).json(await grantExtraAttempt(leagueContext(db, req), id, input.referee_id));
  });

  router.patch('/:id/activate/', manager, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Quiz');
    const input = parseInput(setQuizStatusInputSchema, req.body);
    const quiz = await quizzes.setQuizStatus(leagueContext(db, req), id, input.status);
    await remindWhenRecertificationOpens(deps, req, quiz);
    res.json(quiz);
  });

  return router;
}
