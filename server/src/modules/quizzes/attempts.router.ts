import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../middleware/authenticate.js';
import { submitAttemptInputSchema } from '@league/contract';
import { listMyAttempts } from './attempts.service.js';
import { parseId } from './quiz-access.js';
import { startQuiz } from './start-attempt.service.js';
import { submitAttempt } from './submit-attempt.service.js';

/** Taking quizzes: open to every signed-in user of the league (authenticated by the parent). */
export function createAttemptsRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get('/attempts/', async (req, res) => {
    res.json(await listMyAttempts(db, currentUser(req)));
  });

  router.patch('/attempts/:id/submit/', async (req, res) => {
    const id = parseId(req.params.id, 'Attempt');
    const input = parseInput(submitAttemptInputSchema, req.body);
    res.json(await submitAttempt(db, currentUser(req), id, input.answers));
  });

  // 201 for a new attempt, 200 when an open one is resumed.
  router.post('/:id/start/', async (req, res) => {
    const result = await startQuiz(db, currentUser(req), parseId(req.params.id, 'Quiz'));
    res.status(result.resumed ? 200 : 201).json(result);
  });

  return router;
}
