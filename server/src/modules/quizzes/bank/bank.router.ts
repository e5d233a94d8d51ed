import { Router } from 'express';
import type { AppDeps } from '../../../lib/deps.js';
import { parseInput } from '../../../lib/validate.js';
import { parseIdParam } from '../../../lib/path-id.js';
import { leagueContext, requireQuizManager } from '../../../lib/permissions.js';
import {
  addQuestionsFromBankInputSchema,
  approveBankQuestionsInputSchema,
  createBankQuestionInputSchema,
  listBankQuestionsQuerySchema,
  updateBankQuestionInputSchema,
} from '@league/contract';
import * as bank from './bank.service.js';
import { addQuestionsFromBank } from './from-bank.service.js';

/** The league's question bank (decision 0018), for quiz managers; mounted before the `/:id/` routes. */
export function createBankRouter({ db }: AppDeps): Router {
  const router = Router();
  const manager = requireQuizManager();

  router.get('/bank/', manager, async (req, res) => {
    const query = parseInput(listBankQuestionsQuerySchema, req.query);
    res.json(await bank.listBankQuestions(leagueContext(db, req), query));
  });

  router.get('/bank/categories/', manager, async (req, res) => {
    res.json(await bank.listBankCategories(leagueContext(db, req)));
  });

  router.post('/bank/', manager, async (req, res) => {
    const input = parseInput(createBankQuestionInputSchema, req.body);
    res.status(201).json(await bank.createBankQuestion(leagueContext(db, req), input));
  });

  router.post('/bank/approve/', manager, async (req, res) => {
    const input = parseInput(approveBankQuestionsInputSchema, req.body);
    res.json(await bank.approveBankQuestions(leagueContext(db, req), input));
  });

  router.get('/bank/:id/', manager, async (req, res) => {
    res.json(await bank.getBankQuestion(leagueContext(db, req), parseIdParam(req.params.id, 'Question')));
  });

  router.patch('/bank/:id/', manager, async (req, res) => {
    const input = parseInput(updateBankQuestionInputSchema, req.body);
    res.json(await bank.updateBankQuestion(leagueContext(db, req), parseIdParam(req.params.id, 'Question'), input));
  });

  router.delete('/bank/:id/', manager, async (req, res) => {
    await bank.deleteBankQuestion(leagueContext(db, req), parseIdParam(req.params.id, 'Question'));
    res.status(204).end();
  });

  router.post('/bank/:id/approve/', manager, async (req, res) => {
    res.json(await bank.approveBankQuestion(leagueContext(db, req), parseIdParam(req.params.id, 'Question')));
  });

  router.post('/:id/questions/from_bank/', manager, async (req, res) => {
    const quizId = parseIdParam(req.params.id, 'Quiz');
    const input = parseInput(addQuestionsFromBankInputSchema, req.body);
    res.status(201).json(await addQuestionsFromBank(leagueContext(db, req), quizId, input));
  });

  return router;
}
