import type { PreparedRules } from './rules.js';
import type { SetBuckets, TeamSets } from './block-sets.js';
import { kindIdsOf } from './kind-ids.js';

// A team's sets in buckets by kinds and by size, each sorted by sum: what the block exchanges search.

/**
 * A team's sets bucketed by kinds and by size, each bucket by sum: worked out the first time
 * the team takes sets in an exchange (four in ten listings never do), then kept with them.
 */
export function setBuckets(sets: TeamSets, rules: PreparedRules): { byKinds: SetBuckets; bySize: SetBuckets } {
  if (sets.buckets) return sets.buckets;
  const { count, limit } = sets;
  const bySum = orderBySum(sets.sum, count);
  const kindCount = kindIdsOf(rules).count;
  const ints = new Int32Array(kindCount + limit + 3 + 2 * count);
  const floats = new Float64Array(2 * count);
  const part = (keys: number, at: number) => ({ keys, first: ints.subarray(at, at + keys + 1), order: ints.subarray(at + keys + 1, at + keys + 1 + count) });
  const [kindsPart, sizePart] = [part(kindCount, 0), part(limit + 1, kindCount + 1 + count)];
  sets.buckets = {
    byKinds: bucketBy(bySum, sets.kinds, sets.sum, { ...kindsPart, sums: floats.subarray(0, count) }),
    bySize: bucketBy(bySum, sets.size, sets.sum, { ...sizePart, sums: floats.subarray(count) }),
  };
  return sets.buckets;
}

/**
 * Set indices by ascending sum, ties by index: the typed sums sorted natively, then each
 * index, in increasing order, takes the next free place of its sum. The same order as a
 * comparator sort, without a closure call per comparison (it was a sixth of the search).
 * The answer is scratch, read before the next listing.
 */
function orderBySum(sum: Float64Array, count: number): Int32Array {
  if (orderScratch.order.length < count) orderScratch = { sorted: new Float64Array(2 * count), taken: new Int32Array(2 * count), order: new Int32Array(2 * count) };
  const { sorted, taken, order } = orderScratch;
  sorted.set(sum.subarray(0, count));
  sorted.subarray(0, count).sort();
  taken.fill(0, 0, count);
  for (let s = 0; s < count; s++) {
    const value = sum[s]!;
    let [low, high] = [0, count];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]! < value) low = mid + 1;
      else high = mid;
    }
    order[low + taken[low]!++] = s;
  }
  return order;
}

let orderScratch = { sorted: new Float64Array(1024), taken: new Int32Array(1024), order: new Int32Array(1024) };

/** Buckets set indices already sorted by sum into `into` (a counting sort by key): each bucket keeps that order. */
function bucketBy(sorted: Int32Array, keyOf: Int32Array, sum: Float64Array, into: SetBuckets): SetBuckets {
  const { keys, first, order, sums } = into;
  const count = order.length;
  for (let s = 0; s < count; s++) first[keyOf[s]! + 1]!++;
  for (let k = 0; k < keys; k++) first[k + 1]! += first[k]!;
  const filled = first.slice(0, keys);
  for (let x = 0; x < count; x++) {
    const s = sorted[x]!;
    const at = filled[keyOf[s]!]!++;
    order[at] = s;
    sums[at] = sum[s]!;
  }
  return into;
}
