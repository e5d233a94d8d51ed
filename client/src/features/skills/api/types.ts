export interface Skill {
  id: number;
  name: string;
  description: string;
  weight: number;
  normalization_factor: number;
  division: number;
}
