import { z } from 'zod';
import { questionDifficulties, questionTypes } from '@league/contract';

// The model's answer, checked on the server only; the clients never send it.

/** One generated question as the model must write it; the type rules are checked afterwards. */
export const generatedQuestionSchema = z.object({
  question_text: z.string().trim().min(10).max(2000),
  question_type: z.enum(questionTypes),
  options: z.array(z.string()),
  correct_answer: z.string().trim().min(1),
  explanation: z.string().trim().max(4000).default(''),
  // Checked afterwards (the cites_source check), so a missing citation is flagged, not dropped.
  rule_reference: z.string().trim().max(200).default(''),
  // Older compatible servers may leave it out; medium is the bank's default.
  difficulty: z.enum(questionDifficulties).catch('medium').default('medium'),
});
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

/** The same structure as a JSON schema for the response_format (strict: every key required). */
export const generatedQuestionsJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['questions'],
  properties: {
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['question_text', 'question_type', 'options', 'correct_answer', 'explanation', 'rule_reference', 'difficulty'],
        properties: {
          question_text: { type: 'string' },
          question_type: { type: 'string', enum: [...questionTypes] },
          options: { type: 'array', items: { type: 'string' } },
          correct_answer: { type: 'string' },
          explanation: { type: 'string' },
          rule_reference: { type: 'string' },
          difficulty: { type: 'string', enum: [...questionDifficulties] },
        },
      },
    },
  },
} as const;
