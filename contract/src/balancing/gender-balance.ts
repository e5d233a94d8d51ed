import { genderCodes, genderPluralNames, type GenderCode } from '../vocabularies/genders.js';

// Whether the teams are even in gender, measured on the teams themselves (decision 0034):
// never taken from what the optimizer aimed for, so no screen says "kept" when it was not.

export type GenderCounts = Partial<Record<GenderCode, number>>;

export interface GenderOutcomeDto {
  /** True when each gender's count differs by at most one between any two teams; null when no player's gender is known. */
  kept: boolean | null;
  /** The largest difference of one gender's count between two teams (0 when nobody's gender is known). */
  max_difference: number;
  /** The genders some player has, in code order. */
  genders: GenderCode[];
  /** Where that difference is; null when nobody's gender is known. */
  widest: { gender: GenderCode; most: { team_name: string; count: number }; fewest: { team_name: string; count: number } } | null;
}

/** Players per gender code, from a list of codes (null: not given). */
export function countGenders(genders: readonly (GenderCode | null)[]): GenderCounts {
  const counts: GenderCounts = {};
  for (const code of genders) if (code !== null) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

export function measureGenderBalance(teams: readonly { team_name: string; counts: GenderCounts }[]): GenderOutcomeDto {
  let widest: GenderOutcomeDto['widest'] = null;
  let maxDifference = -1;
  const genders = genderCodes.filter((gender) => teams.some((t) => (t.counts[gender] ?? 0) > 0));
  for (const gender of genders) {
    const counted = teams.map((t) => ({ team_name: t.team_name, count: t.counts[gender] ?? 0 }));
    const most = counted.reduce((a, b) => (b.count > a.count ? b : a));
    const fewest = counted.reduce((a, b) => (b.count < a.count ? b : a));
    if (most.count - fewest.count > maxDifference) {
      maxDifference = most.count - fewest.count;
      widest = { gender, most, fewest };
    }
  }
  if (!widest) return { kept: null, max_difference: 0, genders, widest: null };
  return { kept: maxDifference <= 1, max_difference: maxDifference, genders, widest };
}

/** The outcome for a league volunteer; null when nobody's gender is known. */
export function describeGenderOutcome(outcome: GenderOutcomeDto): string | null {
  const { widest } = outcome;
  if (outcome.kept === null || !widest) return null;
  if (outcome.kept) {
    const kinds = outcome.genders.map((c) => genderPluralNames[c]);
    const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0];
    return `Gender kept even: the teams' numbers of ${list} differ by at most one`;
  }
  const what = genderPluralNames[widest.gender];
  return `Gender not kept even: ${widest.most.team_name} has ${widest.most.count} ${what} and ${widest.fewest.team_name} ${widest.fewest.count}, a difference of ${outcome.max_difference}`;
}

