/** A skill as the clients read it (spec section 3). */
export interface SkillDto {
  id: number;
  name: string;
  description: string;
  weight: number;
  normalization_factor: number;
  division: number;
}
