import { teamBlocks, teamSets } from '../model/blocks.js';
import { setPlayers, type SetBuckets, type TeamSets } from '../model/block-sets.js';
import { setBuckets } from '../model/set-buckets.js';
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

/**
 * The nearest candidates so far, nearest first, in reused typed arrays: an object per kept
 * candidate and a splice per insertion were a tenth of the garbage.
 */
const kept = { out: new Int32Array(16), into: new Int32Array(16), delta: new Float64Array(16), count: 0 };

/** Far above the few ulps by which two ways of working out a miss can differ (totals of a few hundred points), far below a real difference. */
const roundingMargin = 1e-9;

/** The `tries` exchanges between sets of equal keys (`keyOf` out's sets, bucketed in `pools`) whose delta is nearest `target`. */
function nearestExchanges(outs: TeamSets, ins: TeamSets, keyOf: Int32Array, pools: SetBuckets, target: number, tries: number): BlockExchange[] {
  if (kept.out.length < tries + 1) Object.assign(kept, { out: new Int32Array(2 * tries), into: new Int32Array(2 * tries), delta: new Float64Array(2 * tries) });
  kept.count = 0;
  const { first, order, sums } = pools;
  for (let s = 0; s < outs.count; s++) {
    const key = keyOf[s]!;
    if (key >= pools.keys || first[key] === first[key + 1]) continue;
    const from = first[key]!;
    const to = first[key + 1]!;
    const sum = outs.sum[s]!;
    const at = nearest(sums, sum - target, from, to);
    // sums[at] is the nearest in the bucket: when even it misses the cut (by more than rounding), every other one does.
    if (kept.count === tries && Math.abs(sums[at]! - (sum - target)) > Math.abs(kept.delta[tries - 1]! - target) + roundingMargin) continue;
    for (let j = Math.max(from, at - tries + 1); j < Math.min(to, at + tries); j++) {
      const delta = sum - sums[j]!;
      // Most candidates miss the cut: compare before keeping one.
      if (kept.count === tries && Math.abs(delta - target) >= Math.abs(kept.delta[tries - 1]! - target)) continue;
      keepNearest(s, order[j]!, delta, target, tries);
    }
  }
  const found: BlockExchange[] = [];
  for (let c = 0; c < kept.count; c++) found.push({ out: setPlayers(outs, kept.out[c]!), into: setPlayers(ins, kept.into[c]!), delta: kept.delta[c]! });
  return found;
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
    ...nearestExchanges(outs, ins, outs.kinds, setBuckets(ins, state.rules).byKinds, target, tries),
    ...nearestExchanges(outs, ins, outs.size, setBuckets(ins, state.rules).bySize, target, 2 * tries),
  ];
  answers.set(ins, { target, tries, exchanges });
  return { exchanges, work };
}

/** Keeps `kept` the `tries` exchanges nearest `target`, nearest first (a later one after an equal one). */
function keepNearest(out: number, into: number, delta: number, target: number, tries: number): void {
  const miss = Math.abs(delta - target);
  if (kept.count === tries && miss >= Math.abs(kept.delta[tries - 1]! - target)) return;
  let at = kept.count < tries ? kept.count++ : tries - 1;
  for (; at > 0 && Math.abs(kept.delta[at - 1]! - target) > miss; at--) {
    kept.out[at] = kept.out[at - 1]!;
    kept.into[at] = kept.into[at - 1]!;
    kept.delta[at] = kept.delta[at - 1]!;
  }
  kept.out[at] = out;
  kept.into[at] = into;
  kept.delta[at] = delta;
}
