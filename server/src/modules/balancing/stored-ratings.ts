import { computeComposite, type SkillScale, type StoredRating } from '../../lib/composite.js';
import type { MissingRatingChoice, UnratedPlayerDto } from '@league/contract';
import type { LastSeasonRatings } from './last-season-ratings.js';

export interface RatedRow {
  id: number;
  name: string;
  ratings: StoredRating[];
}

export interface NamedSkill extends SkillScale {
  name: string;
}

/** Players with no rating for at least one of `skills`, in the division's order, with what last season would give them. */
export function findUnrated(players: RatedRow[], skills: { id: number }[], lastSeason: LastSeasonRatings = new Map()): UnratedPlayerDto[] {
  return players.flatMap((p) => {
    const rated = new Set(p.ratings.map((r) => r.skillId));
    const missing = skills.filter((s) => !rated.has(s.id)).map((s) => s.id);
    const earlier = lastSeason.get(p.id);
    const last_season = missing.flatMap((id) => (earlier?.has(id) ? [{ skill_id: id, rating: earlier.get(id)!.displayRating, description: earlier.get(id)!.description }] : []));
    return missing.length ? [{ player_id: p.id, name: p.name, missing_skill_ids: missing, last_season }] : [];
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
 * `last_season` (decision 0066) takes the person's earlier-season rating from `lastSeason`, else
 * the mean, each said per player.
 */
export function fillMissingRatings<P extends RatedRow>(players: P[], skills: NamedSkill[], choice: MissingRatingChoice | undefined, lastSeason: LastSeasonRatings = new Map()): FilledRatings<P> {
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
      const earlier = choice === 'last_season' ? lastSeason.get(player.id)?.get(s.id) : undefined;
      if (earlier) {
        warnings.push(`${player.name} has no rating for ${s.name}; last season's ${earlier.displayRating} was used (${earlier.description}).`);
        return { skillId: s.id, rating: earlier.rating };
      }
      if (!means.has(s.id)) throw new NoMeanError(`Nobody in this division has a rating for ${s.name}, so there is no average to fill it with. Rate the players, leave that skill out, or leave unrated players out.`);
      const none = choice === 'last_season' ? ' and none from an earlier season' : '';
      warnings.push(`${player.name} has no rating for ${s.name}${none}; the division's average ${round2((means.get(s.id)! / s.normalizationFactor) * 10)} was used.`);
      return { skillId: s.id, rating: means.get(s.id)! };
    });
    const ratings = [...own, ...filled];
    out.push({ ...player, ratings, overallSkill: computeComposite(ratings, skills) });
  }
  return { players: out, warnings };
}
