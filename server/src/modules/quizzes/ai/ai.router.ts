import { Router } from 'express';
import type { AppDeps } from '../../../lib/deps.js';
import { AppError } from '../../../lib/app-error.js';
import { parseInput } from '../../../lib/validate.js';
import { generateQuestionsInputSchema } from '@league/contract';
import { fibaTopics, findTopic } from './fiba-topics.js';
import { generateQuestions } from './generate-questions.js';
import { createQuestionModel } from './openai-client.js';

/** Mounted behind authentication and the quiz-manager check by the quizzes router. */
export function createAiRouter({ config }: AppDeps): Router {
  const router = Router();

  router.get('/topics/', (_req, res) => {
    res.json({ count: fibaTopics.length, topics: fibaTopics });
  });

  // Generated questions go back to the create form for review; this call saves nothing.
  router.post('/generate/', async (req, res) => {
    const model = createQuestionModel(config);
    const input = parseInput(generateQuestionsInputSchema, req.body);
    const topic = input.topic ? findTopic(input.topic) : undefined;
    if (input.topic && !topic) {
      throw AppError.badRequest('Unknown topic: choose one from the topics list.', { fields: { topic: 'unknown' } }, 'validation_error');
    }
    // A custom prompt overrides the topic's description.
    const subject = input.prompt || `${topic!.title}: ${topic!.description}`;
    const result = await generateQuestions(model, { subject, count: input.num_questions, types: input.question_types });
    res.json({
      success: true,
      count: result.questions.length,
      requested: input.num_questions,
      dropped: result.dropped,
      questions: result.questions,
      topic: topic?.id ?? null,
      prompt_used: subject,
      model: model.model,
    });
  });

  return router;
}
