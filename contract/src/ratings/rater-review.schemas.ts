import { z } from 'zod';
import { nameText } from '../fields/name-field.js';
import { dryRunField } from '../fields/dry-run-field.js';
import { idField } from '../fields/id-fields.js';

// Rater review and standardisation (decision 0045): per rater and skill, compared with the other raters.

export const standardiseRaterInputSchema = z.object({
  division_id: idField('division_id must be a division id.'),
  rater_name: nameText('rater_name must name a rater.', 120, 'The rater name must be at most 120 characters.').min(1, 'rater_name must name a rater.'),
  /** Left out: every skill this rater rated. */
  skill_ids: z.array(idField('skill_ids must be skill ids.')).max(50).optional(),
  dry_run: dryRunField(true),
});
export type StandardiseRaterInput = z.infer<typeof standardiseRaterInputSchema>;

/** GET /ratings/raters/season/?season_id: every division of one season (decision 0077). */
export const seasonRaterReviewQuerySchema = z.object({ season_id: idField('The season_id query parameter must name a season id.') });
export type SeasonRaterReviewQuery = z.infer<typeof seasonRaterReviewQuerySchema>;
