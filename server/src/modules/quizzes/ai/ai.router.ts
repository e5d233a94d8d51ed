import { Router } from 'express';
import type { AppDeps } from '../../../lib/deps.js';
import { AppError } from '../../../lib/app-error.js';
import { leagueContext } from '../../../lib/permissions.js';
import { parseInput } from '../../../lib/validate.js';
import { generateQuestionsInputSchema, type GenerateQuestionsResultDto } from '@league/contract';
import { fibaTopics, findTopic } from './fiba-topics.js';
import { generateBankDrafts } from './generate-drafts.service.js';
import { createQuestionModel } from './openai-client.js';

/** Mounted behind authentication and the quiz-manager check by the quizzes router. */
export function createAiRouter({ config, db }: AppDeps): Router {
  const router = Router();

  router.get('/topics/', (_req, res) => {
    res.json({ count: fibaTopics.length, topics: fibaTopics });
  });

  // Generated questions are saved as bank drafts (the review queue); none enters a quiz until approved.
  router.post('/generate/', async (req, res) => {
    const model = createQuestionModel(config);
    const input = parseInput(generateQuestionsInputSchema, req.body);
    const topic = input.topic ? findTopic(input.topic) : undefined;
    if (input.topic && !topic) {
      throw AppError.badRequest('Unknown topic: choose one from the topics list.', { fields: { topic: 'unknown' } }, 'validation_error');
    }
    const result = await generateBankDrafts(leagueContext(db, req), model, input, topic);
    const answer: GenerateQuestionsResultDto = {
      success: true,
      count: result.questions.length,
      requested: input.num_questions,
      dropped: result.dropped,
      flagged: result.flagged,
      questions: result.questions,
      topic: topic?.id ?? null,
      prompt_used: result.subject,
      model: model.model,
    };
    res.json(answer);
  });

  return router;
}
