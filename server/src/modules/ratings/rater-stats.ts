import type { RaterFlagDto, RaterSkillStatsDto } from '@league/contract';

// Rater review and standardisation on plain numbers (decision 0045). Every figure is on the
// skill's own scale (0 to its factor, higher is better); sentences say them on 0-10.

export interface RatedValue {
  entryId: number;
  rater: string;
  playerId: number;
  skillId: number;
  /** On the skill's scale. */
  rating: number;
  /** As the rater gave it. */
  originalValue: number;
}

export interface SkillInfo {
  id: number;
  name: string;
  normalizationFactor: number;
}

/** Mean and population standard deviation (divide by n). */
export function meanAndSd(values: number[]): { mean: number; sd: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, sd: Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length) };
}

/** A rater who gives 4+ players only one or two different ratings is not telling them apart. */
export const fewValuesMinPlayers = 4;
/** A mean 1 point or more away from the other raters' (on 0-10) is said. */
export const farFromOthersPoints = 1;

const sameRater = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;
const onTen = (v: number, factor: number) => (v / factor) * 10;

export function statsOfRater(values: RatedValue[], rater: string, skill: SkillInfo): RaterSkillStatsDto | null {
  const own = values.filter((v) => v.skillId === skill.id && sameRater(v.rater, rater));
  if (own.length === 0) return null;
  const others = values.filter((v) => v.skillId === skill.id && !sameRater(v.rater, rater));
  const mine = meanAndSd(own.map((v) => v.rating));
  const theirs = others.length ? meanAndSd(others.map((v) => v.rating)) : null;
  return {
    skill_id: skill.id, skill_name: skill.name, normalization_factor: skill.normalizationFactor,
    count: own.length, mean: round(mine.mean, 4), sd: round(mine.sd, 4), distinct_values: new Set(own.map((v) => v.originalValue)).size,
    others: theirs ? { count: others.length, mean: round(theirs.mean, 4), sd: round(theirs.sd, 4) } : null,
    difference: theirs ? round(mine.mean - theirs.mean, 4) : null,
  };
}

export function flagsOf(stats: RaterSkillStatsDto, originalValues: number[], othersWord = 'the other raters'): RaterFlagDto[] {
  const flags: RaterFlagDto[] = [];
  const distinct = [...new Set(originalValues)].sort((a, b) => a - b);
  if (stats.count >= fewValuesMinPlayers && distinct.length <= 2) {
    flags.push({ kind: 'few_values', skill_id: stats.skill_id, message: `Gives all ${stats.count} players ${distinct.length === 1 ? `the same ${stats.skill_name} rating (${distinct[0]})` : `only ${distinct.join(' or ')} on ${stats.skill_name}`}, so the rating does not tell them apart.` });
  }
  if (stats.difference !== null && stats.others) {
    const diff = onTen(stats.difference, stats.normalization_factor);
    if (Math.abs(diff) >= farFromOthersPoints) {
      flags.push({
        kind: 'far_from_others', skill_id: stats.skill_id,
        message: `Rates ${Math.abs(diff).toFixed(1)} points ${diff < 0 ? 'lower' : 'higher'} than ${othersWord} on ${stats.skill_name} (average ${onTen(stats.mean, stats.normalization_factor).toFixed(1)} against ${onTen(stats.others.mean, stats.normalization_factor).toFixed(1)}, on 0-10).`,
      });
    }
  }
  return flags;
}

/**
 * The rater's ratings of one skill moved to the other raters' spread: z = (x - rater mean) /
 * rater sd, then other raters' mean + z * their sd, clamped to 0..factor. A rater who gave
 * everyone one value (sd 0) has z = 0: everyone gets the others' mean.
 */
export function standardise(values: RatedValue[], rater: string, skill: SkillInfo) {
  const own = values.filter((v) => v.skillId === skill.id && sameRater(v.rater, rater));
  const others = values.filter((v) => v.skillId === skill.id && !sameRater(v.rater, rater));
  if (own.length === 0 || others.length < 2) return null;
  const mine = meanAndSd(own.map((v) => v.rating));
  const target = meanAndSd(others.map((v) => v.rating));
  const changes = own.map((v) => {
    const z = mine.sd === 0 ? 0 : (v.rating - mine.mean) / mine.sd;
    return { value: v, before: v.rating, after: Math.min(skill.normalizationFactor, Math.max(0, target.mean + z * target.sd)) };
  });
  return { rater: mine, target, changes };
}
