import type { RuleState } from './rule-state.js';
import { nearest } from './spread-polish.js';

/**
 * Exchanges for the spread polish under the rules. A team's movable players come in blocks:
 * a free single (no group, lock or apart rule) alone, or with the free singles it is paired
 * with by a request on the same team, so an exchange carries an honoured request along
 * instead of breaking it; a block whose partner cannot move is left out. Two teams exchange
 * sets of blocks with the same number of players of each kind (tier under tier balance, and
 * gender), so a request pair can take the place of two singles, and sizes, tiers and gender
 * counts all stay as they are.
 */
export interface BlockExchange {
  out: number[];
  into: number[];
  delta: number;
}

interface BlockSet {
  players: number[];
  sum: number;
}

/** Requests chain at most this many players into one block; longer chains stay put. */
const blockLimit = 3;

export function blocksOf(state: RuleState, t: number): number[][] {
  const { rules } = state;
  const free = (i: number) => rules.units[rules.unitOf[i]!]!.length === 1 && rules.unitLock[rules.unitOf[i]!]! < 0 && rules.apartKey[i]! < 0;
  const seen = new Set<number>();
  const blocks: number[][] = [];
  for (const i of state.membersOf(t)) {
    if (seen.has(i) || !free(i)) continue;
    const block = [i];
    let movable = true;
    seen.add(i);
    for (let at = 0; at < block.length; at++) {
      for (const j of rules.partners[block[at]!]!) {
        if (state.assign[j] !== t || seen.has(j)) continue;
        seen.add(j);
        if (!free(j)) movable = false;
        block.push(j);
      }
    }
    if (movable && block.length <= blockLimit) blocks.push(block);
  }
  return blocks;
}

/**
 * Players per set by the number of blocks in the larger team: small teams need sets of four
 * to reach fine totals (120 players / 8 teams with requests: 0.0014 with three, 0.0004 with
 * four, medians of three seeds), large teams have fine single swaps and too many sets.
 */
const playersPerSet = (blocks: number) => (blocks <= 12 ? 4 : blocks <= 24 ? 3 : blocks <= 40 ? 2 : 1);

function listSets(blocks: number[][], limit: number, value: (i: number) => number): BlockSet[] {
  const sets: BlockSet[] = [];
  const walk = (from: number, players: number[]) => {
    if (players.length > 0) sets.push({ players: [...players], sum: players.reduce((s, i) => s + value(i), 0) });
    for (let b = from; b < blocks.length; b++) {
      if (players.length + blocks[b]!.length <= limit) walk(b + 1, [...players, ...blocks[b]!]);
    }
  };
  walk(0, []);
  return sets;
}

function bucket(sets: BlockSet[], keyOf: (set: BlockSet) => string): Map<string, BlockSet[]> {
  const buckets = new Map<string, BlockSet[]>();
  for (const set of sets) {
    const key = keyOf(set);
    const list = buckets.get(key);
    if (list) list.push(set);
    else buckets.set(key, [set]);
  }
  for (const list of buckets.values()) list.sort((p, q) => p.sum - q.sum);
  return buckets;
}

/** Adds to `best` the `tries` exchanges between equal keys whose delta is nearest `target`. */
function nearestExchanges(outs: BlockSet[], ins: Map<string, BlockSet[]>, keyOf: (set: BlockSet) => string, target: number, tries: number): BlockExchange[] {
  const best: BlockExchange[] = [];
  const sums = new Map([...ins].map(([key, list]) => [key, Float64Array.from(list, (set) => set.sum)]));
  for (const out of outs) {
    const key = keyOf(out);
    const pool = ins.get(key);
    if (!pool) continue;
    const at = nearest(sums.get(key)!, out.sum - target);
    for (let j = Math.max(0, at - tries + 1); j < Math.min(pool.length, at + tries); j++) keepNearest(best, { out: out.players, into: pool[j]!.players, delta: out.sum - pool[j]!.sum }, target, tries);
  }
  return best;
}

/**
 * The exchanges between teams x and y whose delta (x's loss, y's gain) is nearest `target`:
 * `tries` among sets with the same kinds of players, which keep every count, and twice as many
 * among sets of the same size alone, which the pricer refuses where they would unbalance tiers
 * or gender but which often keep them (counts need only stay within one) and reach much nearer
 * (the rules benchmark: 120 players / 8 teams with requests 0.0030 with the first alone,
 * 0.0016 with both). Also the work it took, for the search budget.
 */
export function findBlockExchanges(state: RuleState, x: number, y: number, target: number, tries: number): { exchanges: BlockExchange[]; work: number } {
  const { rules } = state;
  const composite = state.players.composite;
  const genders = rules.genderValues.length + 1;
  const kindOf = (i: number) => (rules.tierBalance ? rules.tier[i]! * genders : 0) + rules.gender[i]! + 1;
  const kinds = (set: BlockSet) => set.players.map(kindOf).sort((p, q) => p - q).join(',');
  const size = (set: BlockSet) => String(set.players.length);
  const xs = blocksOf(state, x);
  const ys = blocksOf(state, y);
  const limit = playersPerSet(Math.max(xs.length, ys.length));
  const outs = listSets(xs, limit, (i) => composite[i]!);
  const ins = listSets(ys, limit, (i) => composite[i]!);
  const exchanges = [...nearestExchanges(outs, bucket(ins, kinds), kinds, target, tries), ...nearestExchanges(outs, bucket(ins, size), size, target, 2 * tries)];
  return { exchanges, work: outs.length + ins.length };
}

/** Keeps `best` the `tries` exchanges nearest `target`, nearest first. */
function keepNearest(best: BlockExchange[], candidate: BlockExchange, target: number, tries: number): void {
  const miss = Math.abs(candidate.delta - target);
  if (best.length === tries && miss >= Math.abs(best[tries - 1]!.delta - target)) return;
  let at = best.length;
  while (at > 0 && Math.abs(best[at - 1]!.delta - target) > miss) at--;
  best.splice(at, 0, candidate);
  if (best.length > tries) best.pop();
}
