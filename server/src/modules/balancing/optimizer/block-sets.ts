import type { PreparedRules } from './prepare-rules.js';
import type { RuleState } from './rule-state.js';

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


/** A set of whole blocks of one team, with its composite sum and the keys it is matched by. */
export interface BlockSet {
  players: number[];
  sum: number;
  /** The kinds of its players (kindsKey): sets with equal kinds keep every count. */
  kinds: number;
  size: number;
}

/** One team's sets grouped by a key, each group sorted by sum, for the nearest-sum search. */
export interface SortedSets {
  sets: BlockSet[];
  sums: Float64Array;
}

export interface TeamSets {
  sets: BlockSet[];
  byKinds: Map<number, SortedSets>;
  bySize: Map<number, SortedSets>;
}

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
 * ties by it). Sums and kinds grow along the walk instead of being recomputed per set: the
 * polish lists thousands of sets a round, and this was most of its time and garbage.
 */
function listSets(blocks: number[][], limit: number, composite: Float64Array, rules: PreparedRules): BlockSet[] {
  const kindOf = kindOfPlayer(rules);
  const base = kindBase(rules);
  const sets: BlockSet[] = [];
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
      sets.push({ players: players.slice(), sum: blockSum, kinds: encodeKinds(kinds, base), size: players.length });
      walk(b + 1, blockSum);
      for (const i of block) {
        players.pop();
        kinds.splice(kinds.indexOf(kindOf(i)), 1);
      }
    }
  };
  walk(0, 0);
  return sets;
}

/** Buckets sets already sorted by sum: each bucket keeps that order, so none is sorted again. */
function bucketBy<K>(sorted: BlockSet[], keyOf: (set: BlockSet) => K): Map<K, SortedSets> {
  const lists = new Map<K, BlockSet[]>();
  for (const set of sorted) {
    const list = lists.get(keyOf(set));
    if (list) list.push(set);
    else lists.set(keyOf(set), [set]);
  }
  const buckets = new Map<K, SortedSets>();
  for (const [key, list] of lists) buckets.set(key, { sets: list, sums: Float64Array.from(list, (set) => set.sum) });
  return buckets;
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
const caches = new WeakMap<PreparedRules, Map<string, TeamEntry>>();
/** Teams kept per balance before the cache starts afresh (a few MB at most). */
const cacheLimit = 2000;

function entryOf(state: RuleState, t: number): TeamEntry {
  let cache = caches.get(state.rules);
  if (!cache) caches.set(state.rules, (cache = new Map()));
  const key = [...state.membersOf(t)].sort((p, q) => p - q).join(',');
  let entry = cache.get(key);
  if (!entry) {
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(key, (entry = { blocks: blocksOf(state, t), sets: new Map() }));
  }
  return entry;
}

export const teamBlocks = (state: RuleState, t: number): number[][] => entryOf(state, t).blocks;

/** The sets of up to `limit` players of team t's blocks. */
export function teamSets(state: RuleState, t: number, limit: number): TeamSets {
  const entry = entryOf(state, t);
  let found = entry.sets.get(limit);
  if (!found) {
    const sets = listSets(entry.blocks, limit, state.players.composite, state.rules);
    // The sets themselves stay in the order they were listed: the polish breaks ties between equally near exchanges by it.
    const bySum = [...sets].sort((p, q) => p.sum - q.sum);
    entry.sets.set(limit, (found = { sets, byKinds: bucketBy(bySum, (set) => set.kinds), bySize: bucketBy(bySum, (set) => set.size) }));
  }
  return found;
}
