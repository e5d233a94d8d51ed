import { z } from 'zod';
import { nameText } from '../fields/name-field.js';

// The bank's vocabularies and the metadata fields every question may carry (decision 0018).
// Kept apart from bank.schemas.ts because question.schemas.ts needs the fields and
// bank.schemas.ts needs question.schemas.ts.

export const questionDifficulties = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof questionDifficulties)[number];

/** `draft` questions wait in the review queue and are never asked; `approved` ones may be. */
export const questionStatuses = ['draft', 'approved'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

export const questionSources = ['manual', 'ai', 'import'] as const;
export type QuestionSource = (typeof questionSources)[number];

export const maxCategoryLength = 100;
export const maxEditionLength = 50;
export const maxTagsPerQuestion = 20;
export const maxTagLength = 50;
/** Moodle's own lengths for a question's name and ID number (decision 0083). */
export const maxQuestionNameLength = 255;
export const maxQuestionIdnumberLength = 100;

const nullTo = (blank: unknown) => (value: unknown) => (value === null ? blank : value);

export const questionCategorySchema = z.preprocess(
  nullTo(''),
  z.string({ error: 'Category must be text.' }).trim().max(maxCategoryLength, `Category must be at most ${maxCategoryLength} characters long.`),
);
export const questionDifficultySchema = z.enum(questionDifficulties, { error: 'Difficulty must be easy, medium or hard.' });
export const questionStatusSchema = z.enum(questionStatuses, { error: 'Status must be draft or approved.' });
export const questionSourceSchema = z.enum(questionSources, { error: 'Source must be manual, ai or import.' });
export const questionEditionSchema = z.preprocess(
  nullTo(''),
  z.string({ error: 'Edition must be text.' }).trim().max(maxEditionLength, `Edition must be at most ${maxEditionLength} characters long.`),
);

/** Tags are trimmed, blank ones dropped and repeats (ignoring case) kept once. */
export const questionTagsSchema = z.preprocess(
  nullTo([]),
  z
    .array(z.string({ error: 'Tags must be texts.' }).trim().max(maxTagLength, `A tag must be at most ${maxTagLength} characters long.`), { error: 'Tags must be a list of texts.' })
    .transform((tags) => tags.filter((t, i) => t.length > 0 && tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i))
    .refine((tags) => tags.length <= maxTagsPerQuestion, `A question can have at most ${maxTagsPerQuestion} tags.`),
);

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters long.`;
/** Moodle's name or ID number: trimmed; blank or null means none (stored as null). A name is one line (decision 0111). */
export const questionNameSchema = z.preprocess(blankToNull, nameText('The question name must be text.', maxQuestionNameLength, tooLong('The question name', maxQuestionNameLength)).nullable());
export const questionIdnumberSchema = z.preprocess(
  blankToNull,
  z.string({ error: 'The ID number must be text.' }).trim().max(maxQuestionIdnumberLength, tooLong('The ID number', maxQuestionIdnumberLength)).nullable(),
);

/** The bank metadata, optional wherever a question is written (in a quiz or in the bank). */
export const questionBankFields = {
  category: questionCategorySchema.optional(),
  difficulty: z.preprocess((v) => (v === null || v === '' ? undefined : v), questionDifficultySchema.optional()),
  edition: questionEditionSchema.optional(),
  tags: questionTagsSchema.optional(),
  name: questionNameSchema.optional(),
  idnumber: questionIdnumberSchema.optional(),
};
