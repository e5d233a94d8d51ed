import type { PreparedRules } from './rules.js';

// A team's sets of whole blocks (blocks.ts): listed once per team composition, kept by the cache there.

/**
 * One team's sets of whole blocks, packed: set s has the players members[start[s] ..
 * start[s + 1]), its composite sum, its kinds (kindsKey: sets with equal kinds keep every
 * count) and its size. Typed arrays, not an object per set: the cache in blocks.ts keeps thousands
 * of teams' sets, and as objects they were most of the search's garbage-collection time.
 */
export interface TeamSets {
  count: number;
  start: Int32Array;
  members: Int32Array;
  sum: Float64Array;
  kinds: Float64Array;
  size: Int32Array;
  byKinds: Map<number, SortedSets>;
  bySize: Map<number, SortedSets>;
}

/** The indices of one key's sets sorted by sum (ties in listing order), and those sums. */
export interface SortedSets {
  sets: Int32Array;
  sums: Float64Array;
}

/** The players of set s. */
export const setPlayers = (sets: TeamSets, s: number): number[] => Array.from(sets.members.subarray(sets.start[s]!, sets.start[s + 1]!));

export const kindBase = (rules: PreparedRules) => 3 * (rules.genderValues.length + 1) + 1;

export function kindOfPlayer(rules: PreparedRules): (i: number) => number {
  const genders = rules.genderValues.length + 1;
  return (i) => (rules.tierBalance ? rules.tier[i]! * genders : 0) + rules.gender[i]! + 1;
}

export function insertSorted(kinds: number[], kind: number): void {
  let at = kinds.length;
  kinds.push(kind);
  while (at > 0 && kinds[at - 1]! > kind) kinds[at] = kinds[--at]!;
  kinds[at] = kind;
}

export function encodeKinds(sortedKinds: number[], base: number): number {
  let key = 0;
  for (const kind of sortedKinds) key = key * base + kind + 1;
  return key;
}

/**
 * Scratch for listSets, grown as needed and reused: listing runs once per new team
 * composition, thousands of times per balance, and its arrays were much of the garbage.
 */
const scratch = { start: new Int32Array(1024), members: new Int32Array(4096), sums: new Float64Array(1024), keys: new Float64Array(1024), sizes: new Int32Array(1024) };

function grow<T extends Int32Array | Float64Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(needed, 2 * array.length));
  bigger.set(array);
  return bigger;
}

/** The walk's state: the players and sorted kinds of the set being grown, and what was listed. */
interface Walk {
  blocks: number[][];
  limit: number;
  composite: Float64Array;
  kindOf: (i: number) => number;
  base: number;
  /** Each block's kinds as counts in base limit + 1 (see countKeys), or null when too large. */
  blockKeys: Float64Array | null;
  players: number[];
  kinds: number[];
  count: number;
  used: number;
}

/**
 * A set's kinds as a number that can be summed block by block: the count of each kind as a
 * digit in base limit + 1 (no count passes the limit). Two sets get the same number exactly
 * when they have the same kinds, as with encodeKinds; the walk then adds a block's number
 * instead of keeping its kinds sorted. Null when the digits would not fit a double exactly.
 */
function countKeys(blocks: number[][], limit: number, kindOf: (i: number) => number, base: number): Float64Array | null {
  if (base * Math.log2(limit + 1) > 52) return null;
  const keys = new Float64Array(blocks.length);
  blocks.forEach((block, b) => {
    for (const i of block) keys[b] = keys[b]! + (limit + 1) ** kindOf(i);
  });
  return keys;
}

/**
 * Every set of whole blocks up to `limit` players, in depth-first order (the polish breaks
 * ties by it), with sums and kinds grown along the walk.
 */
export function listSets(blocks: number[][], limit: number, composite: Float64Array, rules: PreparedRules): TeamSets {
  const [kindOf, base] = [kindOfPlayer(rules), kindBase(rules)];
  const walk: Walk = { blocks, limit, composite, kindOf, base, blockKeys: countKeys(blocks, limit, kindOf, base), players: [], kinds: [], count: 0, used: 0 };
  scratch.start[0] = 0;
  walkSets(walk, 0, 0, 0);
  const count = walk.count;
  const sum = scratch.sums.slice(0, count);
  const kindKeys = scratch.keys.slice(0, count);
  const size = scratch.sizes.slice(0, count);
  const bySum = orderBySum(sum, count);
  return {
    count, start: scratch.start.slice(0, count + 1), members: scratch.members.slice(0, walk.used), sum, kinds: kindKeys, size,
    byKinds: bucketBy(bySum, kindKeys, sum), bySize: bucketBy(bySum, size, sum),
  };
}

function walkSets(w: Walk, from: number, sum: number, key: number): void {
  const { blocks, players, kinds, blockKeys } = w;
  for (let b = from; b < blocks.length; b++) {
    const block = blocks[b]!;
    if (players.length + block.length > w.limit) continue;
    let blockSum = sum;
    for (const i of block) {
      players.push(i);
      if (!blockKeys) insertSorted(kinds, w.kindOf(i));
      blockSum += w.composite[i]!;
    }
    const setKey = blockKeys ? key + blockKeys[b]! : encodeKinds(kinds, w.base);
    const s = w.count++;
    if (w.used + players.length > scratch.members.length) scratch.members = grow(scratch.members, w.used + players.length);
    for (const i of players) scratch.members[w.used++] = i;
    if (s + 2 > scratch.start.length) growSets(s + 2);
    scratch.start[s + 1] = w.used;
    scratch.sums[s] = blockSum;
    scratch.keys[s] = setKey;
    scratch.sizes[s] = players.length;
    walkSets(w, b + 1, blockSum, setKey);
    for (let x = 0; x < block.length; x++) players.pop();
    if (!blockKeys) for (const i of block) kinds.splice(kinds.indexOf(w.kindOf(i)), 1);
  }
}

function growSets(needed: number): void {
  scratch.start = grow(scratch.start, needed);
  [scratch.sums, scratch.keys, scratch.sizes] = [grow(scratch.sums, needed), grow(scratch.keys, needed), grow(scratch.sizes, needed)];
}

/**
 * Set indices by ascending sum, ties by index: the typed sums sorted natively, then each
 * index, in increasing order, takes the next free place of its sum. The same order as a
 * comparator sort, without a closure call per comparison (it was a sixth of the search).
 */
function orderBySum(sum: Float64Array, count: number): number[] {
  const sorted = sum.slice(0, count).sort();
  const taken = new Int32Array(count);
  const order = new Array<number>(count);
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

/** Buckets set indices already sorted by sum: each bucket keeps that order, so none is sorted again. */
function bucketBy(sorted: number[], keyOf: ArrayLike<number>, sum: Float64Array): Map<number, SortedSets> {
  const bucketOf = new Map<number, number>();
  const counts: number[] = [];
  bucketScratch = bucketScratch.length >= sorted.length ? bucketScratch : new Int32Array(2 * sorted.length);
  for (let x = 0; x < sorted.length; x++) {
    const key = keyOf[sorted[x]!]!;
    let bucket = bucketOf.get(key);
    if (bucket === undefined) {
      bucketOf.set(key, (bucket = counts.length));
      counts.push(0);
    }
    counts[bucket]!++;
    bucketScratch[x] = bucket;
  }
  const lists = counts.map((count) => ({ sets: new Int32Array(count), sums: new Float64Array(count) }));
  const filled = new Int32Array(counts.length);
  for (let x = 0; x < sorted.length; x++) {
    const s = sorted[x]!;
    const bucket = bucketScratch[x]!;
    const list = lists[bucket]!;
    list.sets[filled[bucket]!] = s;
    list.sums[filled[bucket]!++] = sum[s]!;
  }
  const byKey = new Map<number, SortedSets>();
  for (const [key, bucket] of bucketOf) byKey.set(key, lists[bucket]!);
  return byKey;
}

/** Each sorted set's bucket, between bucketBy's two passes. */
let bucketScratch = new Int32Array(1024);
