/**
 * How even a division's teams are, in the words the Create Teams preview and the fairness
 * report share (decision 0058): teams compared by their average overall skill per player, so a
 * team of 13 is not called stronger than a team of 12 only because it has one more child.
 */
export interface StrengthComparisonDto {
  /** Lowest and highest team average overall skill per player, on the 0-10 scale. */
  lowest_average: number;
  highest_average: number;
  /** highest_average minus lowest_average. */
  average_gap: number;
  smallest_team: number;
  largest_team: number;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Null with fewer than two teams that have players: there is nothing to compare. */
export function compareTeamStrength(teams: readonly { total: number; players: number }[]): StrengthComparisonDto | null {
  const filled = teams.filter((team) => team.players > 0);
  if (filled.length < 2) return null;
  const averages = filled.map((team) => team.total / team.players);
  const sizes = filled.map((team) => team.players);
  const lowest = twoDecimals(Math.min(...averages));
  const highest = twoDecimals(Math.max(...averages));
  return { lowest_average: lowest, highest_average: highest, average_gap: twoDecimals(highest - lowest), smallest_team: Math.min(...sizes), largest_team: Math.max(...sizes) };
}

/** "Team averages per player run from 6.10 to 6.25 on the 0-10 scale (0.15 apart)", plus a word on sizes when they differ. */
export function describeStrengthComparison(comparison: StrengthComparisonDto): string {
  const { lowest_average: low, highest_average: high, average_gap: gap, smallest_team: small, largest_team: large } = comparison;
  const range = `Team averages per player run from ${low.toFixed(2)} to ${high.toFixed(2)} on the 0-10 overall-skill scale (${gap.toFixed(2)} apart)`;
  if (small === large) return `${range}.`;
  return `${range}. Teams have ${small} to ${large} players, so a larger team's total (the sum of its players) is higher by about one player even when its players are alike; compare the averages.`;
}

/** A count of one kind of teammate request: how many pairs asked, how many play together. */
export interface RequestCountDto {
  total: number;
  honoured: number;
}

/** Mutual: both children asked for each other. One-way: one asked, the other did not ask back. */
export interface RequestCountsDto {
  mutual: RequestCountDto;
  one_way: RequestCountDto;
}

/**
 * Every request pair counted once, as mutual or one-way, and kept when both are on one team.
 * `requested[i]` lists whom player i asked for; `teamOf[i]` is i's team (null: on none);
 * `counts(i, j)` chooses the pairs (e.g. those touching one team).
 */
export function countRequests(requested: readonly (readonly number[])[], teamOf: readonly (number | null)[], counts: (i: number, j: number) => boolean = () => true): RequestCountsDto {
  const asked = new Set(requested.flatMap((targets, i) => targets.map((j) => `${i}>${j}`)));
  const result: RequestCountsDto = { mutual: { total: 0, honoured: 0 }, one_way: { total: 0, honoured: 0 } };
  const seen = new Set<string>();
  requested.forEach((targets, i) => {
    for (const j of targets) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (i === j || seen.has(key) || !counts(i, j)) continue;
      seen.add(key);
      const kind = asked.has(`${j}>${i}`) ? result.mutual : result.one_way;
      kind.total += 1;
      if (teamOf[i] !== null && teamOf[i] === teamOf[j]) kind.honoured += 1;
    }
  });
  return result;
}

/** "12 of 12 mutual requests kept, 3 of 7 one-way requests kept"; null when nobody asked. */
export function describeRequestCounts(counts: RequestCountsDto): string | null {
  const parts = [
    counts.mutual.total > 0 && `${counts.mutual.honoured} of ${counts.mutual.total} mutual ${counts.mutual.total === 1 ? 'request' : 'requests'} (both children asked for each other) kept`,
    counts.one_way.total > 0 && `${counts.one_way.honoured} of ${counts.one_way.total} one-way ${counts.one_way.total === 1 ? 'request' : 'requests'} (only one child asked) kept`,
  ].filter((part): part is string => !!part);
  return parts.length ? parts.join('; ') : null;
}
