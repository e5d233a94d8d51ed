import { z } from 'zod';
import { isBlank } from '../fields/blank.js';
import { optionalIdSchema, requiredIdSchema } from '../fields/id-fields.js';
import { pageQueryFields } from '../fields/query-fields.js';
import { writeChoiceList } from './choice-list.js';

export const flagStatuses = ['open', 'resolved', 'dismissed'] as const;
export type FlagStatus = (typeof flagStatuses)[number];

const statusMessage = 'The status must be open, resolved or dismissed.';
export const maxFlagCommentLength = 1000;

/** POST quizzes/attempts/{attempt_id}/flags/: a referee says what looks wrong with one question. */
export const createFlagInputSchema = z.object({
  question_id: requiredIdSchema('Question', 'Please choose the question you are flagging.'),
  comment: z
    .string({ error: 'Please say what looks wrong with this question.' })
    .trim()
    .min(1, 'Please say what looks wrong with this question.')
    .max(maxFlagCommentLength, `The comment must be at most ${maxFlagCommentLength} characters long.`),
});
export type CreateFlagInput = z.infer<typeof createFlagInputSchema>;

/** PATCH quizzes/flags/{id}/ */
export const updateFlagInputSchema = z.object({ status: z.enum(flagStatuses, { error: statusMessage }) });
export type UpdateFlagInput = z.infer<typeof updateFlagInputSchema>;

export const maxFlagsPageSize = 100;

/** GET quizzes/flags/?status=&question_id=&page=&page_size= */
export const listFlagsQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(flagStatuses, { error: statusMessage }).optional()),
  question_id: optionalIdSchema('Question'),
  ...pageQueryFields(maxFlagsPageSize),
});
export type ListFlagsQuery = z.infer<typeof listFlagsQuerySchema>;

/** POST quizzes/bank/{id}/regrade/: the corrected key (an option's text, or true/false). */
export const regradeInputSchema = z.object({
  // A select-all key may come as a list of option texts (decision 0053).
  correct_answer: z.preprocess(
    (v) => (Array.isArray(v) ? writeChoiceList(v.filter((o): o is string => typeof o === 'string')) : v),
    z.string({ error: 'Please select/enter correct answer.' }).trim().min(1, 'Please select/enter correct answer.'),
  ),
  // A blank explanation box keeps the explanation; a regrade is about the key.
  explanation: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.string({ error: 'Explanation must be text.' }).trim().max(4000, 'Explanation must be at most 4000 characters long.').optional(),
  ),
});
export type RegradeInput = z.infer<typeof regradeInputSchema>;
