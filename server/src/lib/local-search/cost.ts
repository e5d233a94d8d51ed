/** A cost compared lexicographically: `major` (hard rules) first, then `minor`. */
export interface Cost {
  major: number;
  minor: number;
}

const tolerance = 1e-9;

/** Negative when `a` is better than `b`; equal within a relative tolerance counts as a tie. */
export function compareCosts(a: Cost, b: Cost): number {
  if (a.major !== b.major) return a.major - b.major;
  const scale = Math.max(1, Math.abs(a.minor), Math.abs(b.minor));
  return Math.abs(a.minor - b.minor) <= tolerance * scale ? 0 : a.minor - b.minor;
}

export function isBetter(a: Cost, b: Cost): boolean {
  return compareCosts(a, b) < 0;
}
