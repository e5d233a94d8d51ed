import { z } from 'zod';
import { nameField } from '../fields/name-field.js';
import { quizDrawFields } from './bank.schemas.js';
import { questionInputSchema } from './question.schemas.js';
import { endBeforeStartMessage, isEndBeforeStart, quizTimestampSchema } from './quiz-dates.js';
import { quizPolicyFields } from './quiz-policy.schemas.js';
import { quizRecertificationFields, recertificationNeedsDrawMessage } from './recertification.schemas.js';

export const quizStatuses = ['draft', 'active', 'archived'] as const;
const statusMessage = 'Status must be draft, active or archived.';

const title = nameField('Title', 200);
const description = z.preprocess((v) => (v === null ? '' : v), z.string({ error: 'Description must be text.' }).trim().max(5000, 'Description must be at most 5000 characters long.'));
const timeLimitMessage = 'Time limit must be a whole number of minutes from 1 to 180.';
const timeLimit = z.coerce.number({ error: timeLimitMessage }).int(timeLimitMessage).min(1, timeLimitMessage).max(180, timeLimitMessage);
const passingMessage = 'Passing score must be a number from 0 to 100 in steps of 0.1.';
const passingScore = z.coerce
  .number({ error: passingMessage })
  .min(0, passingMessage)
  .max(100, passingMessage)
  // Floats can't hold 0.1 steps exactly, so compare against the nearest tenth.
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, passingMessage)
  .transform((v) => Math.round(v * 10) / 10);
const status = z.enum(quizStatuses, { error: statusMessage });
const atLeastOneQuestion = 'Please add at least one question.';

export const createQuizInputSchema = z
  .object({
    title,
    description: description.optional().default(''),
    time_limit_minutes: timeLimit.optional().default(30),
    passing_score: passingScore.optional().default(70),
    start_date: quizTimestampSchema('start', 'Start date').optional(),
    end_date: quizTimestampSchema('end', 'End date').optional(),
    status: status.optional().default('draft'),
    ai_generated: z.boolean({ error: 'ai_generated must be true or false.' }).optional().default(false),
    ai_prompt_used: z.preprocess((v) => (v === '' ? null : v), z.string({ error: 'ai_prompt_used must be text.' }).max(4000).nullable().optional()),
    ...quizPolicyFields,
    ...quizDrawFields,
    ...quizRecertificationFields,
    // A draw quiz takes its questions from the bank at each attempt, so it may come without any.
    questions: z.array(questionInputSchema, { error: atLeastOneQuestion }).max(200, 'A quiz can have at most 200 questions.').optional().default([]),
  })
  .refine((q) => q.questions.length > 0 || !!q.draw_rules, { path: ['questions'], message: atLeastOneQuestion })
  .refine((q) => !q.draw_rules || q.questions.length === 0, {
    path: ['questions'],
    message: 'A draw quiz takes its questions from the bank at each attempt: add these questions to the bank, not to the quiz.',
  })
  .refine((q) => !q.recertification_edition || !!q.draw_rules, { path: ['recertification_edition'], message: recertificationNeedsDrawMessage })
  .refine((q) => !isEndBeforeStart(q.start_date ?? null, q.end_date ?? null), { path: ['end_date'], message: endBeforeStartMessage });
export type CreateQuizInput = z.infer<typeof createQuizInputSchema>;

/** Questions are managed through their own calls; the spec's edit form removes them before sending. */
export const updateQuizInputSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  time_limit_minutes: timeLimit.optional(),
  passing_score: passingScore.optional(),
  start_date: quizTimestampSchema('start', 'Start date').optional(),
  end_date: quizTimestampSchema('end', 'End date').optional(),
  ...quizPolicyFields,
  ...quizDrawFields,
  ...quizRecertificationFields,
  // The edit form may send the status too; a change there works like the status call.
  status: status.optional(),
});
export type UpdateQuizInput = z.infer<typeof updateQuizInputSchema>;

export const setQuizStatusInputSchema = z.object({ status: z.enum(quizStatuses, { error: statusMessage }) });
export type SetQuizStatusInput = z.infer<typeof setQuizStatusInputSchema>;
