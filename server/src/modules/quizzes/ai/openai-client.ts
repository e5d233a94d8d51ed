import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Config } from '../../../config/env.js';
import { AppError } from '../../../lib/app-error.js';
import { generatedQuestionsJsonSchema } from './generated-question.schemas.js';

export const notConfiguredMessage =
  'AI question generation is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible server).';

export interface QuestionModel {
  /** The raw text of the model's answer, or null when it gave none (a refusal, say). */
  complete(messages: ChatCompletionMessageParam[]): Promise<string | null>;
  model: string;
}

/** A client for OpenAI or any server speaking its chat completions API; 503 without a key. */
export function createQuestionModel(config: Config): QuestionModel {
  if (!config.OPENAI_API_KEY) throw AppError.unavailable(notConfiguredMessage);
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    // One retry covers a passing hiccup; the generator's own rounds handle bad content.
    maxRetries: 1,
    timeout: 90_000,
  });
  const model = config.OPENAI_MODEL;
  return {
    model,
    async complete(messages) {
      try {
        const completion = await client.chat.completions.create({
          model,
          messages,
          temperature: 0.4,
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'fiba_quiz_questions', strict: true, schema: generatedQuestionsJsonSchema },
          },
        });
        return completion.choices[0]?.message?.content ?? null;
      } catch (err) {
        throw toUpstreamError(err);
      }
    },
  };
}

function toUpstreamError(err: unknown): unknown {
  // APIConnectionError extends APIError, so it is checked first.
  if (err instanceof OpenAI.APIConnectionError) {
    return AppError.unavailable('The AI service could not be reached. Check OPENAI_BASE_URL and try again.');
  }
  if (err instanceof OpenAI.APIError) {
    return AppError.badGateway(`The AI service answered with an error (HTTP ${err.status ?? 'unknown'}). Please try again later.`);
  }
  return err;
}
