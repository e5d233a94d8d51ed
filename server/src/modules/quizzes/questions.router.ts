import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../middleware/authenticate.js';
import { questionInputSchema, updateQuestionInputSchema } from '@league/contract';
import * as questions from './questions.service.js';
import { parseId, requireQuizManager } from './quiz-access.js';

/** Question management for quiz managers (authenticated by the parent). */
export function createQuestionsRouter({ db }: AppDeps): Router {
  const router = Router();
  const manager = requireQuizManager();

  router.post('/:id/questions/add/', manager, async (req, res) => {
    const quizId = parseId(req.params.id, 'Quiz');
    const input = parseInput(questionInputSchema, req.body);
    res.status(201).json(await questions.addQuestion(db, currentUser(req), quizId, input));
  });

  router.put('/questions/:id/', manager, async (req, res) => {
    const id = parseId(req.params.id, 'Question');
    const input = parseInput(updateQuestionInputSchema, req.body);
    res.json(await questions.updateQuestion(db, currentUser(req), id, input));
  });

  router.delete('/questions/:id/', manager, async (req, res) => {
    await questions.deleteQuestion(db, currentUser(req), parseId(req.params.id, 'Question'));
    res.status(204).end();
  });

  return router;
}
