import { teamBlocks, teamSets } from '../model/blocks.js';
import { setPlayers, type SortedSets, type TeamSets } from '../model/block-sets.js';
import type { RuleState } from '../score/rule-state.js';
import { nearest } from './exchange-finder.js';

/**
 * Exchanges for the spread polish under the rules. Two teams exchange sets of whole blocks
 * (block-sets.ts: a group, an honoured request pair and a single player each move whole)
 * with the same number of players of each kind (tier under tier balance, and gender), so a
 * request pair can take the place of two singles, and sizes, tiers and gender counts all
 * stay as they are; or with the same number of players alone, priced before they are used.
 */
export interface BlockExchange {
  out: number[];
  into: number[];
  delta: number;
}

/**
 * Players per set by the number of blocks in the larger team: small teams need sets of four
 * to reach fine totals (120 players / 8 teams with requests: 0.0014 with three, 0.0004 with
 * four, medians of three seeds), large teams have fine single swaps and too many sets.
 */
const playersPerSet = (blocks: number) => (blocks <= 12 ? 4 : blocks <= 24 ? 3 : blocks <= 40 ? 2 : 1);

/** The `tries` exchanges between sets of equal keys whose delta is nearest `target`. */
function nearestExchanges(outs: TeamSets, ins: TeamSets, keyOf: (sets: TeamSets) => ArrayLike<number>, pools: Map<number, SortedSets>, target: number, tries: number): BlockExchange[] {
  const best: { out: number; into: number; delta: number }[] = [];
  const keys = keyOf(outs);
  for (let s = 0; s < outs.count; s++) {
    const pool = pools.get(keys[s]!);
    if (!pool) continue;
    const sum = outs.sum[s]!;
    const at = nearest(pool.sums, sum - target);
    for (let j = Math.max(0, at - tries + 1); j < Math.min(pool.sets.length, at + tries); j++) {
      const delta = sum - pool.sums[j]!;
      // Most candidates miss the cut: compare before building one.
      if (best.length === tries && Math.abs(delta - target) >= Math.abs(best[tries - 1]!.delta - target)) continue;
      keepNearest(best, { out: s, into: pool.sets[j]!, delta }, target, tries);
    }
  }
  return best.map(({ out, into, delta }) => ({ out: setPlayers(outs, out), into: setPlayers(ins, into), delta }));
}

/**
 * The last answer per pair of teams' sets (cached per team in block-sets.ts): after an
 * exchange only the pairs with one of its two teams change, and the polish asks every other
 * pair again with the same target. Read-only for callers; the budget is charged as if searched.
 */
const lastAnswers = new WeakMap<TeamSets, Map<TeamSets, { target: number; tries: number; exchanges: BlockExchange[] }>>();

/**
 * The exchanges between teams x and y whose delta (x's loss, y's gain) is nearest `target`:
 * `tries` among sets with the same kinds of players, which keep every count, and twice as many
 * among sets of the same size alone, which the pricer refuses where they would unbalance tiers
 * or gender but which often keep them (counts need only stay within one) and reach much nearer
 * (the rules benchmark: 120 players / 8 teams with requests 0.0030 with the first alone,
 * 0.0016 with both). Also the work it took, for the search budget.
 */
export function findBlockExchanges(state: RuleState, x: number, y: number, target: number, tries: number): { exchanges: BlockExchange[]; work: number } {
  const limit = playersPerSet(Math.max(teamBlocks(state, x).length, teamBlocks(state, y).length));
  const outs = teamSets(state, x, limit);
  const ins = teamSets(state, y, limit);
  const work = outs.count + ins.count;
  let answers = lastAnswers.get(outs);
  if (!answers) lastAnswers.set(outs, (answers = new Map()));
  const last = answers.get(ins);
  if (last && last.target === target && last.tries === tries) return { exchanges: last.exchanges, work };
  const exchanges = [
    ...nearestExchanges(outs, ins, (sets) => sets.kinds, ins.byKinds, target, tries),
    ...nearestExchanges(outs, ins, (sets) => sets.size, ins.bySize, target, 2 * tries),
  ];
  answers.set(ins, { target, tries, exchanges });
  return { exchanges, work };
}

/** Keeps `best` the `tries` exchanges nearest `target`, nearest first. */
function keepNearest<T extends { delta: number }>(best: T[], candidate: T, target: number, tries: number): void {
  const miss = Math.abs(candidate.delta - target);
  if (best.length === tries && miss >= Math.abs(best[tries - 1]!.delta - target)) return;
  let at = best.length;
  while (at > 0 && Math.abs(best[at - 1]!.delta - target) > miss) at--;
  best.splice(at, 0, candidate);
  if (best.length > tries) best.pop();
}
