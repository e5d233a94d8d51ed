import { AppError } from '../../../lib/app-error.js';
import type { QuestionType } from '../../../generated/prisma/enums.js';
import { cleanOptions, normalizeQuestion } from '@league/contract';
import { generatedQuestionSchema, type GeneratedQuestion } from './generated-question.schemas.js';
import type { QuestionModel } from './openai-client.js';
import { buildQuestionMessages } from './question-prompt.js';

/** Rounds of asking for the missing questions; bounded so a bad model can't loop. */
export const maxGenerationRounds = 3;

export interface GenerationRequest {
  subject: string;
  count: number;
  types: QuestionType[];
  sourceText?: string;
  edition?: string;
}

/**
 * Asks the model for questions and asks again for the missing ones. Items that are not
 * questions at all (wrong shape, a type nobody asked for, an empty option slot, a repeat of
 * this batch) are dropped; everything else is kept, rule problems included, for the checks
 * to flag. Saves nothing.
 */
export async function generateQuestions(model: QuestionModel, request: GenerationRequest) {
  const kept: GeneratedQuestion[] = [];
  let dropped = 0;
  let rounds = 0;
  while (kept.length < request.count && rounds < maxGenerationRounds) {
    rounds += 1;
    const missing = request.count - kept.length;
    const content = await model.complete(
      buildQuestionMessages({ ...request, count: missing, avoid: kept.map((q) => q.question_text) }),
    );
    const { valid, invalid } = readQuestions(content, request.types);
    dropped += invalid;
    for (const question of valid) {
      const duplicate = kept.some((k) => k.question_text.toLowerCase() === question.question_text.toLowerCase());
      if (duplicate) dropped += 1;
      else if (kept.length < request.count) kept.push(question);
    }
  }
  if (!kept.length) {
    throw AppError.badGateway('The AI service did not produce any valid questions. Please try again or rephrase the prompt.');
  }
  return { questions: kept, dropped, rounds };
}

/** Parses the model's text; unparseable text counts as one invalid answer. */
export function readQuestions(content: string | null, types: QuestionType[]): { valid: GeneratedQuestion[]; invalid: number } {
  let items: unknown[];
  try {
    // Some compatible servers wrap JSON in a Markdown fence despite the response format.
    const text = (content ?? '').trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
    const parsed: unknown = JSON.parse(text);
    const list = (parsed as { questions?: unknown })?.questions;
    if (!Array.isArray(list)) return { valid: [], invalid: 1 };
    items = list;
  } catch {
    return { valid: [], invalid: 1 };
  }
  const valid: GeneratedQuestion[] = [];
  for (const item of items) {
    const question = readGeneratedQuestion(item, types);
    if (question) valid.push(question);
  }
  return { valid, invalid: items.length - valid.length };
}

function readGeneratedQuestion(item: unknown, types: QuestionType[]): GeneratedQuestion | null {
  const parsed = generatedQuestionSchema.safeParse(item);
  if (!parsed.success || !types.includes(parsed.data.question_type)) return null;
  const rawOptions = parsed.data.options;
  const question = { ...parsed.data, options: parsed.data.question_type === 'true_false' ? [] : cleanOptions(rawOptions) };
  // An empty option slot from the model is a sign of a sloppy item, not something to tidy up.
  if (question.question_type !== 'true_false' && question.options.length !== rawOptions.length) return null;
  return normalizeQuestion(question);
}
