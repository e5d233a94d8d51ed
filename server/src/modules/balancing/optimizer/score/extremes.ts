/**
 * The first listed team other than a and b, or the fallback when the list has none: with the
 * three highest (or lowest) teams listed, the other teams' extreme when a and b change.
 */
export function extreme(list: number[], a: number, b: number, values: Float64Array, fallback: number): number {
  for (const t of list) if (t !== a && t !== b) return values[t]!;
  return fallback;
}
