import { pluralize } from '@/lib/format';

/**
 * The sentence above the flagged coaches: "The 3 coaches rate alike", "1 of the 2 coaches rates
 * differently", and with one coach, that there is nobody to compare them with yet.
 */
export function describeRaterReview(raters: number, flagged: number): string {
  if (raters === 1) return 'Only 1 coach has sent ratings so far: there is nobody to compare them with yet.';
  if (flagged === 0) return `The ${raters} coaches rate alike: nothing stands out.`;
  const verb = flagged === 1 ? 'rates' : 'rate';
  return `${flagged} of the ${pluralize(raters, 'coach', 'coaches')} ${verb} differently from the others. You can rescale ${flagged === 1 ? 'that coach\u2019s' : 'their'} ratings so every team is judged alike.`;
}

/** "1 of the 2 coaches rates differently in at least one of the 2 divisions of Fall 2025." */
export function describeSeasonRaterReview(raters: number, flagged: number, divisions: number, seasonName: string): string {
  const where = divisions === 1 ? `in the one division of ${seasonName} compared` : `in at least one of the ${divisions} divisions of ${seasonName}`;
  if (flagged === 0) return `No coach rates differently ${where}.`;
  return `${flagged} of the ${pluralize(raters, 'coach', 'coaches')} ${flagged === 1 ? 'rates' : 'rate'} differently ${where}.`;
}
