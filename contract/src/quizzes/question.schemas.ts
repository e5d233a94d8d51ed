import { z } from 'zod';
import { questionBankFields } from './bank-fields.js';
import { writeChoiceList } from './choice-list.js';
import { checkQuestionRules, cleanOptions, normalizeQuestion, questionTypes, type QuestionShape } from './question-rules.js';

export const maxOptionsPerQuestion = 10;
// Orders sort at most a few hundred questions; the bound keeps them inside the int4 column.
const maxQuestionOrder = 100000;

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);
const optionalText = (max: number, label: string) =>
  z.preprocess(nullToUndefined, z.string({ error: `${label} must be text.` }).trim().max(max, `${label} must be at most ${max} characters long.`).optional());

const questionText = z.string({ error: 'Please enter question text.' }).trim().min(1, 'Please enter question text.').max(2000, 'Question text must be at most 2000 characters long.');
const questionType = z.enum(questionTypes, { error: 'Please select question type.' });
const options = z
  .array(z.string({ error: 'Options must be texts.' }), { error: 'Options must be a list of texts.' })
  .transform(cleanOptions);
// A select-all key may be sent as a list of option texts; it is kept as one text (decision 0053).
const listToText = (value: unknown) => (Array.isArray(value) ? writeChoiceList(value.filter((v): v is string => typeof v === 'string')) : value);
const correctAnswer = z.preprocess(listToText, z.string({ error: 'Please select/enter correct answer.' }).trim().min(1, 'Please select/enter correct answer.'));
const order = z.coerce
  .number({ error: 'Order must be a whole number.' })
  .int('Order must be a whole number.')
  .min(0, 'Order cannot be negative.')
  .max(maxQuestionOrder, `Order must be at most ${maxQuestionOrder}.`);

/** The fields of a whole question, in a quiz or in the bank; bank metadata is optional. */
export const questionInputFields = {
  question_text: questionText,
  question_type: questionType,
  options: z.preprocess(nullToUndefined, options.default([])),
  correct_answer: correctAnswer,
  explanation: optionalText(4000, 'Explanation'),
  rule_reference: optionalText(200, 'Rule reference'),
  order: order.optional(),
  ...questionBankFields,
};

type WholeQuestion = QuestionShape & { explanation?: string; rule_reference?: string };

/** The type rules (options, key) on a whole question, then its stored form. */
export function withQuestionRules<T extends z.ZodType<WholeQuestion>>(schema: T) {
  return schema
    .superRefine((q, ctx) => {
      const problem = checkQuestionRules(q, maxOptionsPerQuestion);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    })
    .transform((q) => normalizeQuestion({ ...q, explanation: q.explanation ?? '', rule_reference: q.rule_reference ?? '' }));
}

export const questionInputSchema = withQuestionRules(z.object(questionInputFields));
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** Every field optional; the service merges with the stored question and checks the rules again. */
export const updateQuestionInputSchema = z.object({
  question_text: questionText.optional(),
  question_type: questionType.optional(),
  options: z.preprocess(nullToUndefined, options.optional()),
  correct_answer: correctAnswer.optional(),
  explanation: optionalText(4000, 'Explanation'),
  rule_reference: optionalText(200, 'Rule reference'),
  order: order.optional(),
  ...questionBankFields,
});
export type UpdateQuestionInput = z.infer<typeof updateQuestionInputSchema>;
