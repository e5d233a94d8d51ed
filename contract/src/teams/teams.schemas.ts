import { z } from 'zod';
import { nameField, nameText } from '../fields/name-field.js';
import { emailMessage, isEmailAddress } from '../fields/email-field.js';
import { optionalIdSchema, requiredIdSchema } from '../fields/id-fields.js';

export const listTeamsQuerySchema = z.object({
  division: optionalIdSchema('Division'),
  season: optionalIdSchema('Season'),
  league: optionalIdSchema('League'),
});
export type ListTeamsQuery = z.infer<typeof listTeamsQuerySchema>;

const nameSchema = nameField('Team name', 100);

// A blank coach means "no coach", stored as null.
const coachSchema = nameText('Coach must be text.', 64, 'Coach name must be at most 64 characters long.')
  .nullable()
  .transform((v) => (v ? v : null));

export const createTeamInputSchema = z.object({
  name: nameSchema,
  division: requiredIdSchema('Division', 'Division is required.'),
  league: optionalIdSchema('League'),
  coach: coachSchema.optional(),
});
export type CreateTeamInput = z.infer<typeof createTeamInputSchema>;

// How families reach the coach and where the coach's roster link is emailed (decision 0054); blank = none.
const coachEmailSchema = z
  .string({ error: 'Coach email must be text.' })
  .trim()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isEmailAddress(v), emailMessage);
const coachPhoneSchema = z
  .string({ error: 'Coach phone must be text.' })
  .trim()
  .max(32, 'Coach phone must be at most 32 characters long.')
  .nullable()
  .transform((v) => (v ? v : null));
const practiceDetailsSchema = z
  .string({ error: 'Practice details must be text.' })
  .trim()
  .max(1000, 'Practice details must be at most 1000 characters long.');

export const updateTeamInputSchema = z.object({
  name: nameSchema,
  coach: coachSchema.optional(),
  coach_email: coachEmailSchema.optional(),
  coach_phone: coachPhoneSchema.optional(),
  practice_details: practiceDetailsSchema.optional(),
});
export type UpdateTeamInput = z.infer<typeof updateTeamInputSchema>;
