import { z } from 'zod';
import type { ReviewPolicy, ScorePolicy } from '@league/contract';

export { reviewPolicies, scorePolicies } from '@league/contract';
export type { ReviewPolicy, ScorePolicy };

/** The form's view of a quiz's attempt rules (number fields hold the text typed). */
export interface AttemptPolicyDraft {
  maxAttempts: string;
  cooldownHours: string;
  stopAfterPass: boolean;
  scorePolicy: ScorePolicy;
  review: ReviewPolicy;
}

export interface AttemptPolicyPayload {
  max_attempts: number;
  cooldown_hours: number;
  stop_after_pass: boolean;
  score_policy: ScorePolicy;
  review: ReviewPolicy;
}

export const defaultAttemptPolicy: AttemptPolicyDraft = { maxAttempts: '1', cooldownHours: '0', stopAfterPass: true, scorePolicy: 'best', review: 'after_submit' };

export const scorePolicyLabels: Record<ScorePolicy, string> = { best: 'Best attempt', last: 'Latest attempt' };
export const reviewLabels: Record<ReviewPolicy, string> = {
  after_submit: 'Right after submitting',
  after_close: 'After the quiz closes',
  never: 'Never',
};

const attemptsMessage = 'Attempts allowed must be a whole number from 1 to 100';
const cooldownMessage = 'Pause between attempts must be a whole number of hours from 0 to 8760';
const wholeNumber = (message: string, min: number, max: number) =>
  z.string().trim().min(1, message).pipe(z.coerce.number({ error: message })).pipe(z.number().int(message).min(min, message).max(max, message));
const schema = z.object({ maxAttempts: wholeNumber(attemptsMessage, 1, 100), cooldownHours: wholeNumber(cooldownMessage, 0, 8760) });

/** The payload fields, or the first problem as a sentence for the form's banner. */
export function checkAttemptPolicy(draft: AttemptPolicyDraft): { ok: true; value: AttemptPolicyPayload } | { ok: false; message: string } {
  const parsed = schema.safeParse(draft);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? attemptsMessage };
  return {
    ok: true,
    value: { max_attempts: parsed.data.maxAttempts, cooldown_hours: parsed.data.cooldownHours, stop_after_pass: draft.stopAfterPass, score_policy: draft.scorePolicy, review: draft.review },
  };
}

export function policyToDraft(quiz: Partial<AttemptPolicyPayload>): AttemptPolicyDraft {
  return {
    maxAttempts: String(quiz.max_attempts ?? 1),
    cooldownHours: String(quiz.cooldown_hours ?? 0),
    stopAfterPass: quiz.stop_after_pass ?? true,
    scorePolicy: quiz.score_policy ?? 'best',
    review: quiz.review ?? 'after_submit',
  };
}
