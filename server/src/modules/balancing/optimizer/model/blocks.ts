import type { PreparedRules } from './rules.js';
import type { RuleState } from '../score/rule-state.js';
import { encodeKinds, insertSorted, kindBase, kindOfPlayer, listSets, type TeamSets } from './block-sets.js';

/**
 * A team's movable players come in blocks: an unlocked unit (a single player, or a sibling
 * group whole) together with the units it is paired with by a request on the same team, so
 * an exchange carries a group and an honoured request along instead of breaking them; a
 * block whose partner is locked is left out. Players with a keep-apart key are in blocks
 * too: the pricer refuses an exchange that puts two of a key together.
 */

/** Requests and groups chain at most this many players into one block; longer chains stay put. */
const blockLimit = 3;

/** The units of a set of blocks' players, each once (a group's members share one unit), in order of first player. */
export function unitsOfPlayers(state: RuleState, players: number[]): number[] {
  const units: number[] = [];
  for (const i of players) {
    const u = state.rules.unitOf[i]!;
    if (!units.includes(u)) units.push(u);
  }
  return units;
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
