import { z } from 'zod';
import { nameText } from '../fields/name-field.js';
import { idField } from '../fields/id-fields.js';

// Coach rating links (decision 0044): one per team, no account; the token is shown once.

export const createCoachLinksInputSchema = z.object({
  division_id: idField('division_id must be a division id.'),
  /** The teams to send a link to; left out: every team of the division. */
  team_ids: z.array(idField('team_ids must be team ids.')).max(200).optional(),
  /** The last moment coaches can rate (an ISO date-time, or a date meaning the end of that day UTC). */
  expires_at: z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'expires_at must be a date (YYYY-MM-DD) or a date and time.' }),
  /** The coach's name for each team; left out: the team's coach field. */
  coach_names: z.record(z.string().regex(/^\d{1,10}$/), nameText('Coach names must be text.', 120, 'A coach name must be at most 120 characters long.').min(1, 'A coach name must not be blank.')).optional(),
});
export type CreateCoachLinksInput = z.infer<typeof createCoachLinksInputSchema>;

const valueMessage = 'Each rating must be a number.';
export const submitCoachRatingsInputSchema = z.object({
  player_id: idField('player_id must be a player id.'),
  ratings: z
    .array(z.object({ skill_id: idField('skill_id must be a skill id.'), value: z.number({ error: valueMessage }) }), { error: 'ratings must be a list of skill ratings.' })
    .min(1, 'Rate at least one skill.')
    .max(50),
  comment: z.string({ error: 'The comment must be text.' }).trim().max(2000, 'The comment must be at most 2000 characters long.').optional().default(''),
});
export type SubmitCoachRatingsInput = z.infer<typeof submitCoachRatingsInputSchema>;
