import { ratingSourceNames, type RatingScaleDto, type RatingSourceKind } from '@league/contract';

// A rating as given (on a source's scale, maybe 1 = best) and as stored (on the skill's own
// scale, 0 to its normalization factor, higher is better): one linear map each way (decision 0044).

export interface Scale {
  min: number;
  max: number;
  lowIsBest: boolean;
}

/** No scale set for a source: the skill's own. */
export const skillScale = (normalizationFactor: number): Scale => ({ min: 0, max: normalizationFactor, lowIsBest: false });

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A value on `scale` onto the skill's scale; the best end of `scale` becomes the factor. */
export function toSkillRating(value: number, scale: Scale, normalizationFactor: number): number {
  // The skill's own scale: stored as given (no arithmetic that could round a tiny value away).
  if (scale.min === 0 && scale.max === normalizationFactor && !scale.lowIsBest) return clamp(value, 0, normalizationFactor);
  const fraction = (value - scale.min) / (scale.max - scale.min);
  return clamp((scale.lowIsBest ? 1 - fraction : fraction) * normalizationFactor, 0, normalizationFactor);
}

/** The inverse: a stored rating shown on a source's scale. */
export function fromSkillRating(rating: number, scale: Scale, normalizationFactor: number): number {
  const fraction = rating / normalizationFactor;
  return scale.min + (scale.lowIsBest ? 1 - fraction : fraction) * (scale.max - scale.min);
}

export const isOnScale = (value: number, scale: Scale) => Number.isFinite(value) && value >= scale.min && value <= scale.max;

/** "between 1 and 5 (1 is best)" */
export function describeScale(scale: Scale): string {
  return `between ${scale.min} and ${scale.max} (${scale.lowIsBest ? scale.min : scale.max} is best)`;
}

export const toScaleDto = (scale: Scale): RatingScaleDto => ({ min: scale.min, max: scale.max, low_is_best: scale.lowIsBest });

/** "coach rating, Spring 2026, U10, age 9", with "carried forward: " in front when carried. */
export function describeOrigin(entry: { kind: string; originKind: string; label: string; ageThen: number | null; standardised?: boolean }): string {
  const origin = ratingSourceNames[entry.originKind as RatingSourceKind] ?? entry.originKind;
  const text = `${origin}, ${entry.label}${entry.ageThen !== null ? `, age ${entry.ageThen}` : ''}${entry.standardised ? ', rescaled to the other raters' : ''}`;
  return entry.kind === 'carried_forward' ? `carried forward: ${text}` : text;
}

/** A registration's season and division: "Spring 2026, U10". */
export const registrationLabel = (seasonName: string, divisionName: string) => `${seasonName}, ${divisionName}`.slice(0, 250);
