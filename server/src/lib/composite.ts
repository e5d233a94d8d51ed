// Ratings are stored in each skill's own scale (0..normalization_factor) and shown on 0-10.
// A composite is the weight-averaged displayed rating over the skills a player is rated in,
// so a skill added after the players were rated does not drag everyone to zero.

export interface SkillScale {
  id: number;
  weight: number;
  normalizationFactor: number;
}

export interface StoredRating {
  skillId: number;
  rating: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function toDisplayRating(stored: number, normalizationFactor: number): number {
  return clamp((stored / normalizationFactor) * 10, 0, 10);
}

export function toStoredRating(displayed: number, normalizationFactor: number): number {
  return (clamp(displayed, 0, 10) / 10) * normalizationFactor;
}

/** Weighted mean of displayed ratings on 0-10; 0 when the player has no rating in these skills. */
export function computeComposite(ratings: StoredRating[], skills: SkillScale[]): number {
  const byId = new Map(skills.map((s) => [s.id, s]));
  let weighted = 0;
  let weights = 0;
  for (const r of ratings) {
    const skill = byId.get(r.skillId);
    if (!skill) continue;
    weighted += toDisplayRating(r.rating, skill.normalizationFactor) * skill.weight;
    weights += skill.weight;
  }
  return weights === 0 ? 0 : round(weighted / weights, 4);
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
