/**
 * Team sizes differ by at most one: with n players in k teams, every team has `small` or
 * `small + 1` players and exactly `largeTeams` (n mod k) have the larger size. The one home
 * of that rule: the constructions, the rule reader, the pricer and the checker all ask here.
 */
export interface SizeLimits {
  small: number;
  largeTeams: number;
  /** The most players a team holds. */
  largest: number;
}

export function sizeLimits(playerCount: number, teamCount: number): SizeLimits {
  const small = Math.floor(playerCount / teamCount);
  const largeTeams = playerCount % teamCount;
  return { small, largeTeams, largest: largeTeams > 0 ? small + 1 : small };
}

/** While filling teams: may a team of `size` take `add` more players, `largeUsed` teams being at small + 1 already? */
export function hasRoom(size: number, add: number, limits: SizeLimits, largeUsed: number): boolean {
  return size + add <= limits.small || (size + add === limits.small + 1 && largeUsed < limits.largeTeams);
}

/** During the search: is `size` one of the two sizes a team may have? */
export function isEvenSize(size: number, limits: SizeLimits): boolean {
  return size >= limits.small && size <= limits.small + 1;
}

/** For a proposed roster: the largest and smallest team, when they differ by more than one; else null. */
export function unevenSizes(sizes: number[]): { large: number; small: number } | null {
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
  return large - small > 1 ? { large, small } : null;
}
