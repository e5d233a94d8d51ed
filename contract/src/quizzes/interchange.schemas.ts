import { z } from 'zod';
import { questionCategorySchema, questionEditionSchema } from './bank-fields.js';

/** The two question file formats Moodle reads and writes (decision 0015). */
export const interchangeFormats = ['gift', 'moodle_xml'] as const;
export type InterchangeFormat = (typeof interchangeFormats)[number];

const formatMessage = 'The format must be gift or moodle_xml.';
const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

const categoryMapMessage = 'The category mapping must map category names from the file to bank categories.';

/** A JSON text {file category: bank category} sent with the multipart form; '' is "no category". */
const categoryMap = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.record(z.string({ error: categoryMapMessage }), questionCategorySchema, { error: categoryMapMessage }).optional(),
);

/** The text fields of the multipart import form (the file itself arrives as `file`). */
export const importQuestionsInputSchema = z.object({
  /** Used for the questions the file puts in no category; the file's own categories win. */
  category: questionCategorySchema.optional(),
  edition: questionEditionSchema.optional(),
  /** 'true': read the file and answer what an import would do, writing nothing. */
  preview: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'Preview must be true or false.' }).optional()).transform((v) => v === 'true'),
  /** Where each file category goes; a category left out goes where the preview proposed. */
  category_map: categoryMap,
});
export type ImportQuestionsInput = z.infer<typeof importQuestionsInputSchema>;

const format = z.preprocess(blankToUndefined, z.enum(interchangeFormats, { error: formatMessage }).default('gift'));

/** GET quizzes/{id}/export/?format=gift|moodle_xml (GIFT when absent). */
export const exportQuizQuerySchema = z.object({ format });
export type ExportQuizQuery = z.infer<typeof exportQuizQuerySchema>;

/** GET quizzes/bank/export/?category=&format=: no category exports the whole bank; a category includes its subcategories. */
export const exportBankQuerySchema = z.object({ format, category: questionCategorySchema.optional() });
export type ExportBankQuery = z.infer<typeof exportBankQuerySchema>;
