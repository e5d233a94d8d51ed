import { trimmedMeanFrom, type EvaluationResultsDto, type EvaluationScaleDto } from '@league/contract';
import { formatNumber } from '@/lib/format';

/** "3.4": figures on the event's scale, to one decimal (the scale is in whole points). */
export const formatFigure = (figure: number | null | undefined) => formatNumber(figure, 1);

/** "1 to 5, 5 is best" */
export const describeScale = (scale: EvaluationScaleDto) => `${scale.min} to ${scale.max}, ${scale.max} is best`;

/** "1st", "2nd", "3rd", "11th" */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

/** "up 3 places", "down 1 place" */
export function describeMove(moved: number): string {
  const places = Math.abs(moved) === 1 ? 'place' : 'places';
  return moved > 0 ? `up ${moved} ${places}` : `down ${-moved} ${places}`;
}

/**
 * Whether dropping each child's highest and lowest score changes anything: only a child with at
 * least 4 scores on a skill (`skillId`, or any skill) has them dropped; otherwise it is the plain average.
 */
export const dropsHighestAndLowest = (results: EvaluationResultsDto, skillId?: number) =>
  results.players.some((p) => p.skills.some((s) => (skillId === undefined || s.skill_id === skillId) && s.count >= trimmedMeanFrom));
