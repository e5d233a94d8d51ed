/**
 * Exchanges of up to two players each way between two teams, chosen for the composite
 * spread alone. Single swaps stall when every swap between the strongest and the weakest
 * team overshoots; a pair for a pair can land much nearer half the gap. Searching all
 * pairs is quadratic in the team size, but sorted sums and a binary search find the pair
 * nearest any target in O(s² log s) per two teams.
 */

export interface Exchange {
  /** Players leaving team x (towards y). */
  out: number[];
  /** Players leaving team y (towards x). */
  into: number[];
  /** Team x's total falls by this much and y's rises by it. */
  delta: number;
}

const pairLimit = 40;
/** Small teams (a few hundred triples) also try three for three: their sums are too coarse otherwise. */
const tripleLimit = 12;

interface Sums {
  sums: Float64Array;
  sets: number[][];
}

function sortedSums(sets: number[][], value: (i: number) => number): Sums {
  const scored = sets.map((set) => ({ set, sum: set.reduce((acc, i) => acc + value(i), 0) })).sort((p, q) => p.sum - q.sum);
  return { sums: Float64Array.from(scored, (s) => s.sum), sets: scored.map((s) => s.set) };
}

function subsets(members: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  if (size === 1) return members.map((i) => [i]);
  const sets: number[][] = [];
  const m = members.length;
  for (let p = 0; p < m; p++) {
    for (let q = p + 1; q < m; q++) {
      if (size === 2) sets.push([members[p]!, members[q]!]);
      else for (let r = q + 1; r < m; r++) sets.push([members[p]!, members[q]!, members[r]!]);
    }
  }
  return sets;
}

/** Index of the sorted entry nearest `target` among sums[from .. to) (not empty): the earlier one on a tie. */
export function nearest(sums: Float64Array, target: number, from = 0, to = sums.length): number {
  let lo = from;
  let hi = to - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sums[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  if (lo > from && Math.abs(sums[lo - 1]! - target) <= Math.abs(sums[lo]! - target)) return lo - 1;
  return lo;
}

/**
 * The exchanges between teams x and y (x the stronger) whose delta is nearest `target`, one
 * per shape (1-for-1, 2-for-2, and the uneven shapes `sizeChanges` allows: +1 means x may
 * hand over one player more than it gets).
 */
export function findExchanges(
  xMembers: readonly number[],
  yMembers: readonly number[],
  value: (i: number) => number,
  target: number,
  sizeChanges: number[],
): Exchange[] {
  const found: Exchange[] = [];
  // Large teams already offer fine enough single swaps; their pairs would cost s² log s each time.
  const pairs = Math.max(xMembers.length, yMembers.length) <= pairLimit;
  const shapes: [number, number][] = pairs ? [[1, 1], [2, 2]] : [[1, 1]];
  if (Math.max(xMembers.length, yMembers.length) <= tripleLimit) shapes.push([3, 3]);
  for (const change of sizeChanges) {
    if (change === 1) shapes.push([1, 0], ...(pairs ? [[2, 1] as [number, number]] : []));
    if (change === -1) shapes.push([0, 1], ...(pairs ? [[1, 2] as [number, number]] : []));
  }
  for (const [outSize, inSize] of shapes) {
    const outSets = subsets(xMembers, outSize);
    const inSets = subsets(yMembers, inSize);
    if (outSets.length === 0 || inSets.length === 0) continue;
    const pool = sortedSums(inSets, value);
    let best: Exchange | null = null;
    for (const set of outSets) {
      const outSum = set.reduce((acc, i) => acc + value(i), 0);
      const at = nearest(pool.sums, outSum - target);
      const delta = outSum - pool.sums[at]!;
      if (!best || Math.abs(delta - target) < Math.abs(best.delta - target)) best = { out: set, into: pool.sets[at]!, delta };
    }
    if (best) found.push(best);
  }
  return found;
}

/** The spread after x falls and y rises by delta, the other teams' extremes being `high` and `low`. */
export function spreadAfter(totalX: number, totalY: number, delta: number, high: number, low: number): number {
  const x = totalX - delta;
  const y = totalY + delta;
  return Math.max(high, x, y) - Math.min(low, x, y);
}

/** Teams ordered by total, strongest first, and the pairs of teams worth an exchange: strongest with weakest first. */
export function teamPairs(totals: ArrayLike<number>, teamCount: number): [number, number][] {
  const order = Array.from({ length: teamCount }, (_, t) => t).sort((p, q) => totals[q]! - totals[p]! || p - q);
  const hi = order[0]!;
  const lo = order[teamCount - 1]!;
  const pairs: [number, number][] = [[hi, lo]];
  for (let r = teamCount - 2; r >= 1; r--) pairs.push([hi, order[r]!]);
  for (let r = 1; r <= teamCount - 2; r++) pairs.push([order[r]!, lo]);
  return pairs;
}

/** The highest and lowest totals among teams other than x and y. */
export function otherExtremes(totals: ArrayLike<number>, teamCount: number, x: number, y: number): { high: number; low: number } {
  let high = -Infinity;
  let low = Infinity;
  for (let t = 0; t < teamCount; t++) {
    if (t === x || t === y) continue;
    if (totals[t]! > high) high = totals[t]!;
    if (totals[t]! < low) low = totals[t]!;
  }
  return { high, low };
}

/** Size changes an exchange from x to y may make: sizes stay within one of each other. */
export function allowedSizeChanges(sizeX: number, sizeY: number): number[] {
  if (sizeX > sizeY) return [1];
  if (sizeY > sizeX) return [-1];
  return [];
}
