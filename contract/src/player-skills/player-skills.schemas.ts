import { z } from 'zod';
import { idField, numberField, optionalIdField } from '../fields/id-fields.js';

// Only "is it a number" here: the allowed range depends on the skill, so the service checks it.
const ratingField = numberField(
  z.number({ error: (issue) => (issue.input === undefined ? 'Rating is required.' : 'Rating must be a number.') }),
);

const notesField = z
  .string({ error: 'Notes must be text.' })
  .trim()
  .max(2000, 'Notes must be at most 2000 characters long.')
  .nullish()
  .transform((value) => value ?? '');

export const listRatingsQuerySchema = z.object({
  player: idField('The player query parameter must name a player id.'),
});
export type ListRatingsQuery = z.infer<typeof listRatingsQuerySchema>;

export const createRatingInputSchema = z.object({
  player: idField('Player is required.'),
  skill: idField('Skill is required.'),
  rating: ratingField,
  notes: notesField,
});
export type CreateRatingInput = z.infer<typeof createRatingInputSchema>;

/** PUT changes the fields it is given; the client sends player and skill back unchanged. */
export const updateRatingInputSchema = z.object({
  player: optionalIdField('Player must be a player id.'),
  skill: optionalIdField('Skill must be a skill id.'),
  rating: ratingField.optional(),
  notes: notesField.optional(),
});
export type UpdateRatingInput = z.infer<typeof updateRatingInputSchema>;
