import type { RatingDto } from '@/features/teams/api/player-skill-types';
import { toDisplayedRating } from './rating-scale';

export interface SkillRow {
  skillId: number;
  name: string;
  normalizationFactor: number;
  /** The stored rating's id; undefined when the player has no rating for the skill yet. */
  ratingId?: number;
  notes: string;
  displayed: number;
}

/** New ratings start at the spec's default initial rating. */
export const defaultDisplayedRating = 5;

/** One row per division skill, filled from the player's ratings; ratings of other skills are kept too. */
export function buildSkillRows(divisionSkills: { id: number; name: string; normalization_factor: number }[], ratings: RatingDto[]): SkillRow[] {
  const bySkill = new Map(ratings.map((r) => [r.skill, r]));
  const rows: SkillRow[] = divisionSkills.map((skill) => {
    const rating = bySkill.get(skill.id);
    const factor = rating?.normalization_factor ?? skill.normalization_factor;
    return {
      skillId: skill.id,
      name: skill.name,
      normalizationFactor: factor,
      ratingId: rating?.id,
      notes: rating?.notes ?? '',
      displayed: rating ? toDisplayedRating(rating.rating, factor) : defaultDisplayedRating,
    };
  });
  const known = new Set(divisionSkills.map((s) => s.id));
  for (const rating of ratings) {
    if (known.has(rating.skill)) continue;
    rows.push({
      skillId: rating.skill,
      name: rating.skill_name,
      normalizationFactor: rating.normalization_factor,
      ratingId: rating.id,
      notes: rating.notes ?? '',
      displayed: toDisplayedRating(rating.rating, rating.normalization_factor),
    });
  }
  return rows;
}
