import type { RatingDto } from '@league/contract';
import type { PlayerSkillRating, Skill } from '../../generated/prisma/client.js';

export type RatingWithSkill = PlayerSkillRating & { skill: Pick<Skill, 'name' | 'weight' | 'normalizationFactor'> };

/** A rating as the clients read it: the stored value plus the scale needed to display it on 0-10. */
export function toRatingDto(rating: RatingWithSkill): RatingDto {
  return {
    id: rating.id,
    player: rating.playerId,
    skill: rating.skillId,
    skill_name: rating.skill.name,
    skill_weight: rating.skill.weight,
    rating: rating.rating,
    notes: rating.notes,
    normalization_factor: rating.skill.normalizationFactor,
  };
}
