import type { PreparedRules } from './rules.js';
import type { RuleState } from '../score/rule-state.js';

/**
 * A team's movable players come in blocks: an unlocked unit (a single player, or a sibling
 * group whole) together with the units it is paired with by a request on the same team, so
 * an exchange carries a group and an honoured request along instead of breaking them; a
 * block whose partner is locked is left out. Players with a keep-apart key are in blocks
 * too: the pricer refuses an exchange that puts two of a key together.
 */

/** Requests and groups chain at most this many players into one block; longer chains stay put. */
const blockLimit = 3;

/** The units of a set of blocks' players, each once (a group's members share one unit). */
export function unitsOfPlayers(state: RuleState, players: number[]): number[] {
  return [...new Set(players.map((i) => state.rules.unitOf[i]!))];
}

export function blocksOf(state: RuleState, t: number): number[][] {
  const { rules } = state;
  const free = (i: number) => rules.unitLock[rules.unitOf[i]!]! < 0;
  const seen = new Set<number>();
  const blocks: number[][] = [];
  const take = (block: number[], i: number) => {
    for (const member of rules.units[rules.unitOf[i]!]!) {
      seen.add(member);
      block.push(member);
    }
  };
  for (const i of state.membersOf(t)) {
    if (seen.has(i) || !free(i)) continue;
    const block: number[] = [];
    let movable = true;
    take(block, i);
    for (let at = 0; at < block.length; at++) {
      for (const j of rules.partners[block[at]!]!) {
        if (state.assign[j] !== t || seen.has(j)) continue;
        if (!free(j)) movable = false;
        take(block, j);
      }
    }
    if (movable && block.length <= blockLimit) blocks.push(block);
  }
  return blocks;
}


/**
 * One team's sets of whole blocks, packed: set s has the players members[start[s] ..
 * start[s + 1]), its composite sum, its kinds (kindsKey: sets with equal kinds keep every
 * count) and its size. Typed arrays, not an object per set: the cache below keeps thousands
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

/**
 * A key naming the kinds of players in a set (tier under tier balance, and gender): two sets
 * with the same key can take each other's place and every count stays as it is. A number
 * (the sorted kinds as digits), not a string: the polish builds thousands of sets a round.
 */
export function kindsKey(rules: PreparedRules): (players: number[]) => number {
  const kindOf = kindOfPlayer(rules);
  const base = kindBase(rules);
  const scratch: number[] = [];
  return (players) => {
    scratch.length = 0;
    for (const i of players) insertSorted(scratch, kindOf(i));
    return encodeKinds(scratch, base);
  };
}

const kindBase = (rules: PreparedRules) => 3 * (rules.genderValues.length + 1) + 1;

function kindOfPlayer(rules: PreparedRules): (i: number) => number {
  const genders = rules.genderValues.length + 1;
  return (i) => (rules.tierBalance ? rules.tier[i]! * genders : 0) + rules.gender[i]! + 1;
}

function insertSorted(kinds: number[], kind: number): void {
  let at = kinds.length;
  kinds.push(kind);
  while (at > 0 && kinds[at - 1]! > kind) kinds[at] = kinds[--at]!;
  kinds[at] = kind;
}

function encodeKinds(sortedKinds: number[], base: number): number {
  let key = 0;
  for (const kind of sortedKinds) key = key * base + kind + 1;
  return key;
}

/**
 * Every set of whole blocks up to `limit` players, in depth-first order (the polish breaks
 * ties by it), with sums and kinds grown along the walk.
 */
function listSets(blocks: number[][], limit: number, composite: Float64Array, rules: PreparedRules): TeamSets {
  const kindOf = kindOfPlayer(rules);
  const base = kindBase(rules);
  const start = [0];
  const members: number[] = [];
  const sums: number[] = [];
  const keys: number[] = [];
  const sizes: number[] = [];
  const players: number[] = [];
  const kinds: number[] = [];
  const walk = (from: number, sum: number) => {
    for (let b = from; b < blocks.length; b++) {
      const block = blocks[b]!;
      if (players.length + block.length > limit) continue;
      let blockSum = sum;
      for (const i of block) {
        players.push(i);
        insertSorted(kinds, kindOf(i));
        blockSum += composite[i]!;
      }
      members.push(...players);
      start.push(members.length);
      sums.push(blockSum);
      keys.push(encodeKinds(kinds, base));
      sizes.push(players.length);
      walk(b + 1, blockSum);
      for (const i of block) {
        players.pop();
        kinds.splice(kinds.indexOf(kindOf(i)), 1);
      }
    }
  };
  walk(0, 0);
  const sum = Float64Array.from(sums);
  const kindKeys = Float64Array.from(keys);
  const size = Int32Array.from(sizes);
  const bySum = Array.from(sums, (_, s) => s).sort((p, q) => sum[p]! - sum[q]! || p - q);
  return {
    count: sums.length, start: Int32Array.from(start), members: Int32Array.from(members), sum, kinds: kindKeys, size,
    byKinds: bucketBy(bySum, kindKeys, sum), bySize: bucketBy(bySum, size, sum),
  };
}

/** Buckets set indices already sorted by sum: each bucket keeps that order, so none is sorted again. */
function bucketBy(sorted: number[], keyOf: ArrayLike<number>, sum: Float64Array): Map<number, SortedSets> {
  const bucketOf = new Map<number, number>();
  const counts: number[] = [];
  for (const s of sorted) {
    const bucket = bucketOf.get(keyOf[s]!);
    if (bucket === undefined) {
      bucketOf.set(keyOf[s]!, counts.length);
      counts.push(1);
    } else counts[bucket]!++;
  }
  const lists = counts.map((count) => ({ sets: new Int32Array(count), sums: new Float64Array(count) }));
  const filled = new Int32Array(counts.length);
  for (const s of sorted) {
    const bucket = bucketOf.get(keyOf[s]!)!;
    const list = lists[bucket]!;
    list.sets[filled[bucket]!] = s;
    list.sums[filled[bucket]!++] = sum[s]!;
  }
  return new Map([...bucketOf].map(([key, bucket]) => [key, lists[bucket]!]));
}

/**
 * A team's blocks and sets depend only on who is on it (its blocks are its own members and
 * their partners on it), so they are kept per member list: the polish asks for one team's
 * sets against every other team, and the block search comes back to the same teams again
 * and again. Per rules object, so one balance never sees another's.
 */
interface TeamEntry {
  blocks: number[][];
  sets: Map<number, TeamSets>;
}
const caches = new WeakMap<PreparedRules, { generation: number; teams: Map<string, TeamEntry> }>();
/** Teams kept per balance before the cache starts afresh (a few MB at most). */
const cacheLimit = 2000;

/**
 * Per state and team, the entry last found and when: while the team has not changed and the
 * cache has not started afresh, the cache would answer with that same entry, so the member
 * list need not be sorted and joined into a key again (the polish asks four times per pair).
 */
interface Found {
  changes: number;
  generation: number;
  entry: TeamEntry;
}
const lastFound = new WeakMap<RuleState, (Found | undefined)[]>();

function entryOf(state: RuleState, t: number): TeamEntry {
  let cache = caches.get(state.rules);
  if (!cache) caches.set(state.rules, (cache = { generation: 0, teams: new Map() }));
  let found = lastFound.get(state);
  if (!found) lastFound.set(state, (found = []));
  const last = found[t];
  if (last && last.changes === state.changes[t] && last.generation === cache.generation) return last.entry;
  const key = [...state.membersOf(t)].sort((p, q) => p - q).join(',');
  let entry = cache.teams.get(key);
  if (!entry) {
    if (cache.teams.size >= cacheLimit) {
      cache.teams.clear();
      cache.generation++;
    }
    cache.teams.set(key, (entry = { blocks: blocksOf(state, t), sets: new Map() }));
  }
  found[t] = { changes: state.changes[t]!, generation: cache.generation, entry };
  return entry;
}

export const teamBlocks = (state: RuleState, t: number): number[][] => entryOf(state, t).blocks;

/** The sets of up to `limit` players of team t's blocks. */
export function teamSets(state: RuleState, t: number, limit: number): TeamSets {
  const entry = entryOf(state, t);
  let found = entry.sets.get(limit);
  if (!found) {
    entry.sets.set(limit, (found = listSets(entry.blocks, limit, state.players.composite, state.rules)));
  }
  return found;
}
