import { Router, type Response } from 'express';
import { exportBankQuerySchema, exportQuizQuerySchema, importQuestionsInputSchema } from '@league/contract';
import type { AppDeps } from '../../../lib/deps.js';
import { parseIdParam } from '../../../lib/path-id.js';
import { leagueContext, requireQuizManager } from '../../../lib/permissions.js';
import { parseInput } from '../../../lib/validate.js';
import { sharedWorkerPool } from '../../../lib/worker-pool.js';
import { exportBank, exportQuiz, type QuestionFile } from './export-questions.service.js';
import { importQuestions } from './import-questions.service.js';
import { readQuestionFile, receiveQuestionFile } from './question-file-upload.js';

/** Import and export of question files (GIFT, Moodle XML); mounted after authenticate, before the bank's `/bank/:id/`. */
export function createInterchangeRouter({ db, config, workers }: AppDeps): Router {
  const router = Router();
  const manager = requireQuizManager();

  // The role is checked before the upload is read, so a referee's file is never parsed.
  router.post('/import/', manager, receiveQuestionFile, async (req, res) => {
    const input = parseInput(importQuestionsInputSchema, req.body ?? {});
    const file = readQuestionFile(req.file);
    res.status(201).json(await importQuestions(leagueContext(db, req), workers ?? sharedWorkerPool(config), file, input));
  });

  router.get('/bank/export/', manager, async (req, res) => {
    sendFile(res, await exportBank(leagueContext(db, req), parseInput(exportBankQuerySchema, req.query)));
  });

  router.get('/:id/export/', manager, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Quiz');
    sendFile(res, await exportQuiz(leagueContext(db, req), id, parseInput(exportQuizQuerySchema, req.query)));
  });

  return router;
}

function sendFile(res: Response, file: QuestionFile) {
  res.attachment(file.filename).type(file.contentType).set(file.headers ?? {}).send(file.body);
}
