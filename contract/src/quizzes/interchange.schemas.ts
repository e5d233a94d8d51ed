import { z } from 'zod';
import { questionCategorySchema, questionEditionSchema } from './bank-fields.js';

/** The two question file formats Moodle reads and writes (decision 0015). */
export const interchangeFormats = ['gift', 'moodle_xml'] as const;
export type InterchangeFormat = (typeof interchangeFormats)[number];

const formatMessage = 'The format must be gift or moodle_xml.';
const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/** The text fields of the multipart import form (the file itself arrives as `file`). */
export const importQuestionsInputSchema = z.object({
  /** Used for the questions the file puts in no category; the file's own categories win. */
  category: questionCategorySchema.optional(),
  edition: questionEditionSchema.optional(),
});
export type ImportQuestionsInput = z.infer<typeof importQuestionsInputSchema>;

const format = z.preprocess(blankToUndefined, z.enum(interchangeFormats, { error: formatMessage }).default('gift'));

/** GET quizzes/{id}/export/?format=gift|moodle_xml (GIFT when absent). */
export const exportQuizQuerySchema = z.object({ format });
export type ExportQuizQuery = z.infer<typeof exportQuizQuerySchema>;

/** GET quizzes/bank/export/?category=&format=: no category exports the whole bank; a category includes its subcategories. */
export const exportBankQuerySchema = z.object({ format, category: questionCategorySchema.optional() });
export type ExportBankQuery = z.infer<typeof exportBankQuerySchema>;
