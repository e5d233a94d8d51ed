import { Router } from 'express';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate, currentUser } from '../../middleware/authenticate.js';
import { createAiRouter } from './ai/ai.router.js';
import { closeExpiredAttempts } from './attempt-sweep.js';
import { createAttemptsRouter } from './attempts.router.js';
import { createQuestionsRouter } from './questions.router.js';
import { parseId, requireQuizManager } from './quiz-access.js';
import { createQuizInputSchema, setQuizStatusInputSchema, updateQuizInputSchema } from './quizzes.schemas.js';
import * as quizzes from './quizzes.service.js';
import { grantExtraAttempt } from './attempt-grants.service.js';
import { grantAttemptInputSchema } from './quiz-policy.schemas.js';
import { getQuizStatistics } from './statistics.service.js';

const resultsDeniedMessage =
  "You don't have permission to view quiz results. Only league administrators can access this data.";

export function createQuizzesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const manager = requireQuizManager();
  router.use(authenticate(db));

  // Fixed paths first: they would otherwise be read as a quiz id.
  router.use('/ai', requireQuizManager(), createAiRouter(deps));
  router.get('/admin/results/', requireQuizManager(resultsDeniedMessage), async (req, res) => {
    res.json(await getQuizStatistics(db, currentUser(req).leagueId));
  });
  router.use(createAttemptsRouter(deps));
  router.use(createQuestionsRouter(deps));

  router.get('/', async (req, res) => {
    // The caller's attempts whose time ran out are scored first, so the list shows their results.
    await closeExpiredAttempts(db, (deps.clock ?? systemClock)(), currentUser(req).id);
    res.json(await quizzes.listQuizzes(db, currentUser(req)));
  });

  router.post('/create/', manager, async (req, res) => {
    const input = parseInput(createQuizInputSchema, req.body);
    res.status(201).json(await quizzes.createQuiz(db, currentUser(req), input));
  });

  router.get('/:id/', async (req, res) => {
    res.json(await quizzes.getQuiz(db, currentUser(req), parseId(req.params.id, 'Quiz')));
  });

  router.put('/:id/update/', manager, async (req, res) => {
    const id = parseId(req.params.id, 'Quiz');
    const input = parseInput(updateQuizInputSchema, req.body);
    res.json(await quizzes.updateQuiz(db, currentUser(req), id, input));
  });

  router.post('/:id/grants/', manager, async (req, res) => {
    const id = parseId(req.params.id, 'Quiz');
    const input = parseInput(grantAttemptInputSchema, req.body);
    res.status(201).json(await grantExtraAttempt(db, currentUser(req), id, input.referee_id));
  });

  router.patch('/:id/activate/', manager, async (req, res) => {
    const id = parseId(req.params.id, 'Quiz');
    const input = parseInput(setQuizStatusInputSchema, req.body);
    res.json(await quizzes.setQuizStatus(db, currentUser(req), id, input.status));
  });

  return router;
}
