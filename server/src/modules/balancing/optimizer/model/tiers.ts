export const tierCount = 3;
export const tierNames = ['top', 'middle', 'bottom'] as const;

/**
 * Thirds by composite: rank r of n (best first, ties by index so the split is repeatable)
 * falls in tier floor(3r / n), which gives thirds whose sizes differ by at most one.
 */
export function assignTiers(composites: number[]): Int8Array {
  const n = composites.length;
  const order = composites.map((_, i) => i).sort((a, b) => composites[b]! - composites[a]! || a - b);
  const tier = new Int8Array(n);
  order.forEach((player, rank) => (tier[player] = Math.floor((tierCount * rank) / n)));
  return tier;
}
