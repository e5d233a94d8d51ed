import type { SkillDto } from '@league/contract';
import type { Skill } from '../../generated/prisma/client.js';

/** A skill as the clients read it (spec section 3). */
export function toSkillDto(skill: Skill): SkillDto {
  return {
    id: skill.id,
    name: skill.name,
    description: skill.description,
    weight: skill.weight,
    normalization_factor: skill.normalizationFactor,
    division: skill.divisionId,
  };
}
