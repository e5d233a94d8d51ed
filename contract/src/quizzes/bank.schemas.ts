import { z } from 'zod';
import { isBlank } from '../fields/blank.js';
import { idField } from '../fields/id-fields.js';
import { pageQueryFields } from '../fields/query-fields.js';
import { maxCategoryLength, questionDifficultySchema, questionSourceSchema, questionStatusSchema } from './bank-fields.js';
import { questionInputFields, updateQuestionInputSchema, withQuestionRules } from './question.schemas.js';

export const maxBankPageSize = 100;
export const maxDrawRules = 20;
/** The most questions one draw may ask, the same bound as a fixed list. */
export const maxDrawQuestions = 200;

const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const quizFilterMessage = 'quiz_id must be a quiz id or none.';

/** GET quizzes/bank/: every filter optional; `quiz_id=none` lists questions in no quiz. */
export const listBankQuestionsQuerySchema = z.object({
  search: optionalFilter(z.string().trim().max(200, 'The search must be at most 200 characters long.')),
  category: optionalFilter(z.string().trim().max(maxCategoryLength)),
  difficulty: optionalFilter(questionDifficultySchema),
  edition: optionalFilter(z.string().trim().max(50)),
  tag: optionalFilter(z.string().trim().max(50)),
  status: optionalFilter(questionStatusSchema),
  source: optionalFilter(questionSourceSchema),
  quiz_id: z.preprocess(
    blankToUndefined,
    z.union([z.literal('none'), idField(quizFilterMessage)], { error: quizFilterMessage }).optional(),
  ),
  ...pageQueryFields(maxBankPageSize),
});
export type ListBankQuestionsQuery = z.infer<typeof listBankQuestionsQuerySchema>;

/** POST quizzes/bank/: a whole question plus its bank fields; written by hand, it is approved unless told otherwise. */
export const createBankQuestionInputSchema = withQuestionRules(
  z.object({ ...questionInputFields, status: z.preprocess(blankToUndefined, questionStatusSchema.optional()) }),
);
export type CreateBankQuestionInput = z.infer<typeof createBankQuestionInputSchema>;

/** PATCH quizzes/bank/{id}/: any field; the service merges with the stored question and checks the rules again. */
export const updateBankQuestionInputSchema = updateQuestionInputSchema.extend({
  status: z.preprocess(blankToUndefined, questionStatusSchema.optional()),
});
export type UpdateBankQuestionInput = z.infer<typeof updateBankQuestionInputSchema>;

const questionIdsMessage = 'Please choose at least one question from the bank.';

/** POST quizzes/{quiz_id}/questions/from_bank/. */
export const addQuestionsFromBankInputSchema = z.object({
  question_ids: z
    .array(idField('Question ids must be positive whole numbers.'), { error: questionIdsMessage })
    .min(1, questionIdsMessage)
    .max(200, 'At most 200 questions can be added at once.')
    .transform((ids) => [...new Set(ids)]),
});
export type AddQuestionsFromBankInput = z.infer<typeof addQuestionsFromBankInputSchema>;

/** The most questions one "Approve selected" request takes. */
export const maxApproveAtOnce = 200;

/** POST quizzes/bank/approve/: the ticked questions of the review queue, approved in one request. */
export const approveBankQuestionsInputSchema = z.object({
  question_ids: z
    .array(idField('Question ids must be positive whole numbers.'), { error: 'Please choose at least one question to approve.' })
    .min(1, 'Please choose at least one question to approve.')
    .max(maxApproveAtOnce, `At most ${maxApproveAtOnce} questions can be approved at once.`)
    .transform((ids) => [...new Set(ids)]),
});
export type ApproveBankQuestionsInput = z.infer<typeof approveBankQuestionsInputSchema>;

const countMessage = `A draw rule's count must be a whole number from 1 to ${maxDrawQuestions}.`;

/** One rule of a draw quiz: this many approved questions of this bank category, drawn per attempt. */
export const drawRuleSchema = z.object({
  category: z
    .string({ error: "Please name each draw rule's category." })
    .trim()
    .min(1, "Please name each draw rule's category.")
    .max(maxCategoryLength, `A draw rule's category must be at most ${maxCategoryLength} characters long.`),
  count: z.coerce.number({ error: countMessage }).int(countMessage).min(1, countMessage).max(maxDrawQuestions, countMessage),
});
export type DrawRuleInput = z.infer<typeof drawRuleSchema>;

/** `draw_rules` of a quiz: null (or absent on create) = a fixed list; a list = a draw. */
export const drawRulesSchema = z
  .array(drawRuleSchema, { error: 'Draw rules must be a list of {category, count}.' })
  .min(1, 'A draw needs at least one rule; send null for a fixed list of questions.')
  .max(maxDrawRules, `A draw can have at most ${maxDrawRules} rules.`)
  .refine((rules) => rules.reduce((sum, r) => sum + r.count, 0) <= maxDrawQuestions, `A draw can ask at most ${maxDrawQuestions} questions in all.`)
  .nullable();

/** The draw and shuffle settings, fields of quiz create and update. */
export const quizDrawFields = {
  draw_rules: drawRulesSchema.optional(),
  shuffle_questions: z.boolean({ error: 'shuffle_questions must be true or false.' }).optional(),
  shuffle_options: z.boolean({ error: 'shuffle_options must be true or false.' }).optional(),
};
