/** A rating in its skill's own scale (see lib/rating-scale.ts for the 0-10 display). */
export interface PlayerSkill {
  id: number;
  player: number;
  skill: number;
  skill_name: string;
  skill_weight: number;
  rating: number;
  notes: string;
  normalization_factor: number;
}

export interface PlayerSkillInput {
  player: number;
  skill: number;
  rating: number;
  notes: string;
}
