import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueContext, requireQuizManager } from '../../lib/permissions.js';
import { questionInputSchema, updateQuestionInputSchema } from '@league/contract';
import * as questions from './questions.service.js';

/** Question management for quiz managers (authenticated by the parent). */
export function createQuestionsRouter({ db }: AppDeps): Router {
  const router = Router();
  const manager = requireQuizManager();

  router.post('/:id/questions/add/', manager, async (req, res) => {
    const quizId = parseIdParam(req.params.id, 'Quiz');
    const input = parseInput(questionInputSchema, req.body);
    res.status(201).json(await questions.addQuestion(leagueContext(db, req), quizId, input));
  });

  router.put('/questions/:id/', manager, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Question');
    const input = parseInput(updateQuestionInputSchema, req.body);
    res.json(await questions.updateQuestion(leagueContext(db, req), id, input));
  });

  router.delete('/questions/:id/', manager, async (req, res) => {
    await questions.deleteQuestion(leagueContext(db, req), parseIdParam(req.params.id, 'Question'));
    res.status(204).end();
  });

  return router;
}
