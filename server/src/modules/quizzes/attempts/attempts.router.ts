import { Router } from 'express';
import { systemClock, type AppDeps } from '../../../lib/deps.js';
import { parseInput } from '../../../lib/validate.js';
import { parseIdParam } from '../../../lib/path-id.js';
import { leagueContext } from '../../../lib/permissions.js';
import { saveAttemptAnswersInputSchema, submitAttemptInputSchema } from '@league/contract';
import { getAttemptResult } from './attempt-review.service.js';
import { listMyAttempts } from './attempts.service.js';
import { saveAttemptAnswers } from './save-answers.service.js';
import { startQuiz } from './start-attempt.service.js';
import { submitAttempt } from './submit-attempt.service.js';

/** Taking quizzes: open to every signed-in user of the league (authenticated by the parent). */
export function createAttemptsRouter({ db, clock = systemClock }: AppDeps): Router {
  const router = Router();

  router.get('/attempts/', async (req, res) => {
    res.json(await listMyAttempts(leagueContext(db, req), clock()));
  });

  router.get('/attempts/:id/', async (req, res) => {
    res.json(await getAttemptResult(leagueContext(db, req), parseIdParam(req.params.id, 'Attempt'), clock()));
  });

  router.put('/attempts/:id/answers/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Attempt');
    const input = parseInput(saveAttemptAnswersInputSchema, req.body);
    res.json(await saveAttemptAnswers(leagueContext(db, req), id, input.answers, clock()));
  });

  router.patch('/attempts/:id/submit/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Attempt');
    const input = parseInput(submitAttemptInputSchema, req.body);
    res.json(await submitAttempt(leagueContext(db, req), id, input.answers, clock()));
  });

  // 201 for a new attempt, 200 when an open one is resumed.
  router.post('/:id/start/', async (req, res) => {
    const result = await startQuiz(leagueContext(db, req), parseIdParam(req.params.id, 'Quiz'), clock());
    res.status(result.resumed ? 200 : 201).json(result);
  });

  return router;
}
