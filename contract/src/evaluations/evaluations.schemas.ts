import { z } from 'zod';
import { nameText } from '../fields/name-field.js';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';
import { idField, idKeyedRecord, numberField, optionalIdField } from '../fields/id-fields.js';

// Evaluation days (issue 26, decision 0057): the admin's event, the check-in desk, access codes,
// and the evaluators' phones.

export const evaluationMethods = ['mean', 'trimmed', 'corrected'] as const;
export type EvaluationMethod = (typeof evaluationMethods)[number];
/** Words for the admin's screens. */
export const evaluationMethodNames: Record<EvaluationMethod, string> = {
  mean: 'average',
  trimmed: 'average without the highest and lowest',
  corrected: 'corrected for harsh and lenient evaluators',
};

/** The highest and lowest score are dropped from this many scores on: with fewer, that average is the plain one. */
export const trimmedMeanFrom = 4;

/** At most this many scores in one request (a phone that was offline a long time sends in slices). */
export const maxScoresPerRequest = 500;

const dateText = z.iso.date({ error: 'date must be a date (YYYY-MM-DD).' }).refine(isYearInRange, yearRangeMessage('date'));
const sessionSchema = z.object({
  date: dateText,
  start_time: z.string({ error: 'start_time must be a time (HH:MM).' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'start_time must be a time (HH:MM).'),
  gym: nameText('gym must be text.', 200, 'The gym must be at most 200 characters long.').min(1, 'Name the gym of each session.'),
});

const scaleNumber = (label: string) => z.number({ error: `${label} must be a number.` }).min(-100, `${label} must be at least -100.`).max(100, `${label} must be at most 100.`);
export const evaluationScaleSchema = z
  .object({ min: scaleNumber('The lowest score'), max: scaleNumber('The highest score'), step: z.number({ error: 'step must be a number.' }).positive('step must be above 0.').max(100).default(1) })
  .refine((s) => s.max > s.min, { message: 'The highest score must be above the lowest.', path: ['max'] })
  .refine((s) => Number.isInteger(Math.round(((s.max - s.min) / s.step) * 1e6) / 1e6), { message: 'The scale must go from the lowest to the highest score in whole steps.', path: ['step'] });

const instructionsSchema = idKeyedRecord(
  z.string({ error: 'Each instruction must be text.' }).trim().max(1000, 'Each instruction must be at most 1000 characters long.'),
  'instructions must map skill ids to text.',
  'instructions must map skill ids to text.',
);
const minEvaluators = z.number({ error: 'min_evaluators must be a whole number.' }).int('min_evaluators must be a whole number.').min(1, 'min_evaluators must be at least 1.').max(30, 'min_evaluators must be at most 30.');
const dayName = nameText('Name the evaluation day.', 200, 'The name must be at most 200 characters long.').min(1, 'Name the evaluation day.');

/** At most this many divisions in one evaluation day (several of one season, decision 0084). */
export const maxEvaluationDivisions = 20;

export const createEvaluationInputSchema = z.object({
  /** The day's division; `division_ids` names several of one season (either or both; the first is the main one). */
  division_id: idField('division_id must be a division id.').optional(),
  division_ids: z
    .array(idField('division_ids must be division ids.'), { error: 'division_ids must be a list of division ids.' })
    .max(maxEvaluationDivisions, `An evaluation day can have at most ${maxEvaluationDivisions} divisions.`)
    .optional(),
  name: dayName,
  min_evaluators: minEvaluators.default(3),
  scale: evaluationScaleSchema.default({ min: 1, max: 5, step: 1 }),
  sessions: z.array(sessionSchema, { error: 'sessions must be a list of sessions.' }).max(50).default([]),
  instructions: instructionsSchema.default({}),
}).refine((e) => e.division_id !== undefined || (e.division_ids?.length ?? 0) > 0, { message: 'Choose the division of the evaluation day.', path: ['division_id'] });
export type CreateEvaluationInput = z.infer<typeof createEvaluationInputSchema>;

/** PATCH: the same fields, and the evaluators the admin leaves out of the figures. */
export const updateEvaluationInputSchema = z.object({
  name: dayName.optional(),
  min_evaluators: minEvaluators.optional(),
  sessions: z.array(sessionSchema, { error: 'sessions must be a list of sessions.' }).max(50).optional(),
  instructions: instructionsSchema.optional(),
  excluded_evaluator_ids: z.array(idField('excluded_evaluator_ids must be evaluator ids.')).max(200).optional(),
});
export type UpdateEvaluationInput = z.infer<typeof updateEvaluationInputSchema>;

export const checkInInputSchema = z.object({ player_id: idField('player_id must be a player id.') });
export type CheckInInput = z.infer<typeof checkInInputSchema>;

/** A walk-up: a new registration in the event's division, checked in at once. */
export const walkUpInputSchema = z.object({
  name: nameText("Type the player's name.", 200, 'The name must be at most 200 characters long.').min(1, "Type the player's name."),
  date_of_birth: dateText.optional(),
  email: z.email({ error: 'email must be an email address.' }).max(254).optional(),
  /** Which of the day's divisions; needed only when the day has several. */
  division_id: idField('division_id must be a division id.').optional(),
});
export type WalkUpInput = z.infer<typeof walkUpInputSchema>;

export const createAccessCodeInputSchema = z.object({ session_id: idField('session_id must be a session id of this evaluation day.').optional() });
export type CreateAccessCodeInput = z.infer<typeof createAccessCodeInputSchema>;

export const joinEvaluationInputSchema = z.object({
  code: z.string({ error: 'Type the access code.' }).trim().min(1, 'Type the access code.').max(40, 'That is not an access code.'),
  name: nameText('Type your name.', 120, 'Your name must be at most 120 characters long.').min(1, 'Type your name.'),
});
export type JoinEvaluationInput = z.infer<typeof joinEvaluationInputSchema>;

/** One score as the phone sends it; `id` is made on the phone so a resend never duplicates. */
export const evaluationScoreSchema = z.object({
  id: z.string({ error: 'Each score needs its id.' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'Each score id must be 8-64 letters, digits, - or _.'),
  bib: z.number({ error: 'bib must be a whole number.' }).int('bib must be a whole number.').positive('bib must be a whole number.').max(99999),
  skill_id: idField('skill_id must be a skill id.'),
  value: z.number({ error: 'value must be a number.' }),
  note: z.string({ error: 'note must be text.' }).max(1000, 'The note must be at most 1000 characters long.').optional(),
  needs_another_look: z.boolean({ error: 'needs_another_look must be true or false.' }).optional(),
  scored_at: z.iso.datetime({ offset: true, error: 'scored_at must be a date and time.' }),
});
export type EvaluationScoreInput = z.infer<typeof evaluationScoreSchema>;

export const submitScoresInputSchema = z.object({
  scores: z.array(evaluationScoreSchema, { error: 'scores must be a list of scores.' }).max(maxScoresPerRequest, `Send at most ${maxScoresPerRequest} scores at once.`),
});
export type SubmitScoresInput = z.infer<typeof submitScoresInputSchema>;

const blendWeight = numberField(z.number({ error: 'blend_weight must be a percentage from 0 to 100.' }).min(0, 'blend_weight must be a percentage from 0 to 100.').max(100, 'blend_weight must be a percentage from 0 to 100.'));
const method = z.enum(evaluationMethods, { error: `method must be one of ${evaluationMethods.join(', ')}.` });

/** Results and finalise of one of the day's divisions; without it, every division of the day. */
const divisionFilter = optionalIdField('division_id must be a division of this evaluation day.');

export const evaluationResultsQuerySchema = z.object({ method: method.default('corrected'), blend_weight: blendWeight.default(0), division_id: divisionFilter });
export type EvaluationResultsQuery = z.infer<typeof evaluationResultsQuerySchema>;

/** The day's page and its coverage board for one of the day's divisions; without it, every division. */
export const evaluationDivisionQuerySchema = z.object({ division_id: divisionFilter });
export type EvaluationDivisionQuery = z.infer<typeof evaluationDivisionQuerySchema>;

export const finaliseEvaluationInputSchema = z.object({ method, blend_weight: blendWeight.default(0), division_id: divisionFilter });
export type FinaliseEvaluationInput = z.infer<typeof finaliseEvaluationInputSchema>;

/** The desk's search: paged on the server, so a day of 2,000 children stays fast (decision 0084). */
export const maxDeskPageSize = 100;
export const deskPlayersQuerySchema = z.object({
  search: z.string({ error: 'search must be text.' }).max(200, 'The search must be at most 200 characters long.').optional(),
  checked_in: z.enum(['true', 'false'], { error: 'checked_in must be true or false.' }).optional(),
  page: numberField(z.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.')).default(1),
  page_size: numberField(
    z.number({ error: `page_size must be a whole number from 1 to ${maxDeskPageSize}.` }).int(`page_size must be a whole number from 1 to ${maxDeskPageSize}.`).min(1, `page_size must be a whole number from 1 to ${maxDeskPageSize}.`).max(maxDeskPageSize, `page_size must be a whole number from 1 to ${maxDeskPageSize}.`),
  ).optional(),
});
export type DeskPlayersQuery = z.infer<typeof deskPlayersQuerySchema>;

/** The admin approves (or withdraws) one evaluator's note for the family report, as it is written now. */
export const commentApprovalInputSchema = z.object({
  player_id: idField('player_id must be a player id.'),
  key: z.string({ error: 'key must name a comment of the family report.' }).regex(/^\d+-\d+$/, 'key must name a comment of the family report.'),
  approved: z.boolean({ error: 'approved must be true or false.' }),
});
export type CommentApprovalInput = z.infer<typeof commentApprovalInputSchema>;
