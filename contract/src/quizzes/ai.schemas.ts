import { z } from 'zod';
import { singleAnswerTypes } from './question-rules.js';
import { questionEditionSchema } from './bank-fields.js';

/** About 15 pages of rule text: enough for a few articles, small enough for one model call. */
export const maxSourceTextLength = 30000;
const typesMessage = 'Please choose at least one question type.';

export const generateQuestionsInputSchema = z
  .object({
    topic: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: 'Topic must be a topic id.' }).trim().optional()),
    prompt: z.preprocess(
      (v) => (v === null ? undefined : v),
      z.string({ error: 'The prompt must be text.' }).trim().max(2000, 'The prompt must be at most 2000 characters long.').optional(),
    ),
    /** Rule text the questions must be drawn from and cite (pasted, or a stored rule article). */
    source_text: z.preprocess(
      (v) => (v === null ? undefined : v),
      z
        .string({ error: 'The source text must be text.' })
        .trim()
        .max(maxSourceTextLength, `The source text must be at most ${maxSourceTextLength} characters long.`)
        .optional(),
    ),
    /** The rulebook edition the questions are about (e.g. "FIBA 2024"), stored on each question. */
    edition: questionEditionSchema.optional(),
    num_questions: z.coerce
      .number({ error: 'The number of questions must be a whole number from 1 to 20.' })
      .int('The number of questions must be a whole number from 1 to 20.')
      .min(1, 'The number of questions must be a whole number from 1 to 20.')
      .max(20, 'The number of questions must be a whole number from 1 to 20.')
      .optional()
      .default(10),
    question_types: z
      .array(z.enum(singleAnswerTypes, { error: 'Question types must be multiple_choice, single_choice or true_false.' }), { error: typesMessage })
      .min(1, typesMessage)
      .optional()
      .default([...singleAnswerTypes]),
  })
  .refine((input) => !!input.topic || !!input.prompt || !!input.source_text, { path: ['prompt'], message: 'Please select a topic or enter a custom prompt.' });
export type GenerateQuestionsInput = z.infer<typeof generateQuestionsInputSchema>;
