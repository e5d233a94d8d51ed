import type { PreparedRules } from './rules.js';
import { fillKindIds } from './kind-ids.js';

// A team's sets of whole blocks (blocks.ts): listed once per team composition, kept by the cache there.

/**
 * One team's sets of whole blocks, packed: set s has the players members[start[s] ..
 * start[s + 1]), its composite sum, its kinds (a small id per kindsKey value: sets with equal
 * kinds keep every count) and its size. Typed arrays, not an object per set: the cache in
 * blocks.ts keeps hundreds of teams' sets, and as objects they were most of the search's
 * garbage-collection time.
 */
export interface TeamSets {
  count: number;
  start: Int32Array;
  members: Int32Array;
  sum: Float64Array;
  kinds: Int32Array;
  size: Int32Array;
  /** The most players a set has here (the sizes' bucket count is limit + 1). */
  limit: number;
  /** Bucketed when first asked (setBuckets): a team that only gives sets never needs them. */
  buckets: { byKinds: SetBuckets; bySize: SetBuckets } | null;
}

/**
 * Set indices bucketed by a small key (a kinds id, or a size), each bucket sorted by sum (ties
 * in listing order): bucket k is order[first[k] .. first[k + 1]) and sums the same range; a key
 * at or past `keys` has no set. Flat, not a Map of arrays per key: a team has a hundred kinds
 * of sets of one to three sets each, and their small arrays were a third of the garbage.
 */
export interface SetBuckets {
  keys: number;
  first: Int32Array;
  order: Int32Array;
  sums: Float64Array;
}

/** The players of set s. */
export function setPlayers(sets: TeamSets, s: number): number[] {
  const players: number[] = [];
  for (let m = sets.start[s]!; m < sets.start[s + 1]!; m++) players.push(sets.members[m]!);
  return players;
}

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
  walkSets(walk, 0, -1);
  const [count, used] = [walk.count, walk.used];
  // One buffer for the integers and one for the sums: each buffer is a native allocation the
  // garbage collector tracks, and a listing made five of them.
  const ints = new Int32Array(3 * count + 1 + used);
  const [start, size, kinds] = [ints.subarray(0, count + 1), ints.subarray(count + 1, 2 * count + 1), ints.subarray(2 * count + 1, 3 * count + 1)];
  start.set(scratch.start.subarray(0, count + 1));
  size.set(scratch.sizes.subarray(0, count));
  fillKindIds(rules, scratch.keys, kinds);
  const members = ints.subarray(3 * count + 1);
  members.set(scratch.members.subarray(0, used));
  return { count, start, members, sum: scratch.sums.slice(0, count), kinds, size, limit, buckets: null };
}

/**
 * Grows the sets after `parent` (-1: the empty set) by the blocks from `from` on. The parent's
 * sum and key are read back from the scratch, not passed: a double argument is boxed per call.
 */
function walkSets(w: Walk, from: number, parent: number): void {
  const { blocks, players, kinds, blockKeys } = w;
  const sum = parent < 0 ? 0 : scratch.sums[parent]!;
  const key = parent < 0 ? 0 : scratch.keys[parent]!;
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
    walkSets(w, b + 1, s);
    for (let x = 0; x < block.length; x++) players.pop();
    if (!blockKeys) for (const i of block) kinds.splice(kinds.indexOf(w.kindOf(i)), 1);
  }
}

function growSets(needed: number): void {
  scratch.start = grow(scratch.start, needed);
  [scratch.sums, scratch.keys, scratch.sizes] = [grow(scratch.sums, needed), grow(scratch.keys, needed), grow(scratch.sizes, needed)];
}
