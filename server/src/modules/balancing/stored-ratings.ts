import { computeComposite, type SkillScale, type StoredRating } from '../../lib/composite.js';
import type { MissingRatingChoice, UnratedPlayerDto } from '@league/contract';

export interface RatedRow {
  id: number;
  name: string;
  ratings: StoredRating[];
}

export interface NamedSkill extends SkillScale {
  name: string;
}

/** Players with no rating for at least one of `skills`, in the division's order. */
export function findUnrated(players: RatedRow[], skills: { id: number }[]): UnratedPlayerDto[] {
  return players.flatMap((p) => {
    const rated = new Set(p.ratings.map((r) => r.skillId));
    const missing = skills.filter((s) => !rated.has(s.id)).map((s) => s.id);
    return missing.length ? [{ player_id: p.id, name: p.name, missing_skill_ids: missing }] : [];
  });
}

export interface FilledRatings<P> {
  /** The players who are balanced, with only the selected skills' ratings (filled ones included) and their composite. */
  players: (P & { ratings: StoredRating[]; overallSkill: number })[];
  /** Sentences for the preview's warnings: who was filled with what, or left out. */
  warnings: string[];
}

/** Thrown when a skill has no rating at all, so there is no mean to fill with. */
export class NoMeanError extends Error {}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The admin's choice for missing ratings (decision 0040), on plain data. `mean` fills each
 * missing rating with the mean of that skill's stored ratings in the division; `leave_out`
 * balances only fully rated players. Never a silent 0: a skill nobody is rated in has no mean.
 * Hook: a "last_season" choice reads the participant's previous registration's ratings here
 * once participants across seasons exist, falling back to one of these for new players.
 */
export function fillMissingRatings<P extends RatedRow>(players: P[], skills: NamedSkill[], choice: MissingRatingChoice | undefined): FilledRatings<P> {
  const selected = new Set(skills.map((s) => s.id));
  const warnings: string[] = [];
  const means = new Map<number, number>();
  for (const skill of skills) {
    const values = players.flatMap((p) => p.ratings.filter((r) => r.skillId === skill.id).map((r) => r.rating));
    if (values.length) means.set(skill.id, values.reduce((sum, v) => sum + v, 0) / values.length);
  }
  const out: FilledRatings<P>['players'] = [];
  for (const player of players) {
    const own = player.ratings.filter((r) => selected.has(r.skillId));
    const missing = skills.filter((s) => !own.some((r) => r.skillId === s.id));
    if (missing.length && choice === 'leave_out') {
      warnings.push(`${player.name} was left out: no rating for ${missing.map((s) => s.name).join(', ')}.`);
      continue;
    }
    const filled = missing.map((s) => {
      if (!means.has(s.id)) throw new NoMeanError(`Nobody in this division has a rating for ${s.name}, so there is no average to fill it with. Rate the players, leave that skill out, or leave unrated players out.`);
      warnings.push(`${player.name} has no rating for ${s.name}; the division's average ${round2((means.get(s.id)! / s.normalizationFactor) * 10)} was used.`);
      return { skillId: s.id, rating: means.get(s.id)! };
    });
    const ratings = [...own, ...filled];
    out.push({ ...player, ratings, overallSkill: computeComposite(ratings, skills) });
  }
  return { players: out, warnings };
}
