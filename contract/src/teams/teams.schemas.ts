import { z } from 'zod';
import { optionalIdSchema, requiredIdSchema } from '../fields/id-fields.js';

export const listTeamsQuerySchema = z.object({
  division: optionalIdSchema('Division'),
  season: optionalIdSchema('Season'),
  league: optionalIdSchema('League'),
});
export type ListTeamsQuery = z.infer<typeof listTeamsQuerySchema>;

const nameSchema = z
  .string({ error: 'Team name is required.' })
  .trim()
  .min(1, 'Team name is required.')
  .max(100, 'Team name must be at most 100 characters long.');

// A blank coach means "no coach", stored as null.
const coachSchema = z
  .string({ error: 'Coach must be text.' })
  .trim()
  .max(64, 'Coach name must be at most 64 characters long.')
  .nullable()
  .transform((v) => (v ? v : null));

export const createTeamInputSchema = z.object({
  name: nameSchema,
  division: requiredIdSchema('Division', 'Division is required.'),
  league: optionalIdSchema('League'),
  coach: coachSchema.optional(),
});
export type CreateTeamInput = z.infer<typeof createTeamInputSchema>;

export const updateTeamInputSchema = z.object({
  name: nameSchema,
  coach: coachSchema.optional(),
});
export type UpdateTeamInput = z.infer<typeof updateTeamInputSchema>;
