import type { ReviewPolicy, ScorePolicy } from '@league/contract';

/** Input names to database fields; undefined leaves a field as it is (or takes its default). */
export function toPolicyData(input: { max_attempts?: number; cooldown_hours?: number; stop_after_pass?: boolean; score_policy?: ScorePolicy; review?: ReviewPolicy }) {
  return {
    maxAttempts: input.max_attempts,
    cooldownHours: input.cooldown_hours,
    stopAfterPass: input.stop_after_pass,
    scorePolicy: input.score_policy,
    review: input.review,
  };
}

