/** A rating in its skill's own scale, with the scale needed to display it on 0-10. */
export interface RatingDto {
  id: number;
  player: number;
  skill: number;
  skill_name: string;
  skill_weight: number;
  rating: number;
  notes: string;
  normalization_factor: number;
}
