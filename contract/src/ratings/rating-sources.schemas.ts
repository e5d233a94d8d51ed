import { z } from 'zod';
import { idField } from '../fields/id-fields.js';

// Where a rating comes from (decision 0044). Every rating is kept with its source, rater, date,
// season/division label and the scale it was given on; the player's current value is the latest.

export const ratingSourceKinds = ['coach_form', 'carried_forward', 'ratings_file', 'evaluation_day', 'manual'] as const;
export type RatingSourceKind = (typeof ratingSourceKinds)[number];

/** Words for a volunteer: "coach rating, Spring 2026, U10". */
export const ratingSourceNames: Record<RatingSourceKind, string> = {
  coach_form: 'coach rating',
  carried_forward: 'carried forward',
  ratings_file: 'ratings file',
  evaluation_day: 'evaluation day',
  manual: 'uploaded or entered by hand',
};

/** Sources whose scale the admin may set per division (carried-forward ratings keep the scale they had). */
export const scaledRatingSourceKinds = ['coach_form', 'ratings_file', 'evaluation_day', 'manual'] as const;
export type ScaledRatingSourceKind = (typeof scaledRatingSourceKinds)[number];

const scaleNumber = (label: string) => z.coerce.number({ error: `${label} must be a number.` }).min(-1000, `${label} must be at least -1000.`).max(1000, `${label} must be at most 1000.`);

/** A rating scale: from min to max; low_is_best when 1 (the minimum) is the best rating. */
export const ratingScaleSchema = z
  .object({
    min: scaleNumber('The lowest rating'),
    max: scaleNumber('The highest rating'),
    low_is_best: z.boolean({ error: 'low_is_best must be true or false.' }).default(false),
  })
  .refine((s) => s.max > s.min, { message: 'The highest rating must be above the lowest.', path: ['max'] });
export type RatingScaleInput = z.infer<typeof ratingScaleSchema>;

/** PUT /ratings/scales/: the scale one source rates on in a division. */
export const setRatingScaleInputSchema = z.object({
  division_id: idField('division_id must be a division id.'),
  kind: z.enum(scaledRatingSourceKinds, { error: `kind must be one of ${scaledRatingSourceKinds.join(', ')}.` }),
  scale: ratingScaleSchema,
});
export type SetRatingScaleInput = z.infer<typeof setRatingScaleInputSchema>;

export const divisionQuerySchema = z.object({ division_id: idField('The division_id query parameter must name a division id.') });
export type DivisionQuery = z.infer<typeof divisionQuerySchema>;

export const ratingHistoryQuerySchema = z.object({ participant_id: idField('The participant_id query parameter must name a participant id.') });
export type RatingHistoryQuery = z.infer<typeof ratingHistoryQuerySchema>;
