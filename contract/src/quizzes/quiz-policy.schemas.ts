import { z } from 'zod';
import { idField } from '../fields/id-fields.js';

export const scorePolicies = ['best', 'last'] as const;
export const reviewPolicies = ['after_submit', 'after_close', 'never'] as const;

const maxAttemptsMessage = 'Max attempts must be a whole number from 1 to 100.';
const cooldownMessage = 'Cooldown must be a whole number of hours from 0 to 8760 (one year).';

/** The attempt policy of a quiz: optional on create (defaults below) and on update. */
export const quizPolicyFields = {
  max_attempts: z.coerce.number({ error: maxAttemptsMessage }).int(maxAttemptsMessage).min(1, maxAttemptsMessage).max(100, maxAttemptsMessage).optional(),
  cooldown_hours: z.coerce.number({ error: cooldownMessage }).int(cooldownMessage).min(0, cooldownMessage).max(8760, cooldownMessage).optional(),
  stop_after_pass: z.boolean({ error: 'stop_after_pass must be true or false.' }).optional(),
  score_policy: z.enum(scorePolicies, { error: 'Score policy must be best or last.' }).optional(),
  review: z.enum(reviewPolicies, { error: 'Review must be after_submit, after_close or never.' }).optional(),
};

export const quizPolicyFieldNames = Object.keys(quizPolicyFields);
export type ScorePolicy = (typeof scorePolicies)[number];
export type ReviewPolicy = (typeof reviewPolicies)[number];

/** POST quizzes/{id}/grants/: one more attempt for one referee. */
export const grantAttemptInputSchema = z.object({
  referee_id: idField('Please choose a referee.'),
});
export type GrantAttemptInput = z.infer<typeof grantAttemptInputSchema>;
