import type { RuleState } from '../score/rule-state.js';

// Unit moves (phases/rule-search.ts prices them): a unit is a sibling group or a single
// player, and moves whole. Swaps of two units, moves of one, and the mirror below.

/** Free single players of team b matching u's members one for one: same tier and gender first, then the nearest composite. */
export function findMirror(state: RuleState, u: number, b: number): number[] | null {
  const { rules } = state;
  const p = state.players;
  const chosen: number[] = [];
  for (const i of rules.units[u]!) {
    let best = -1;
    let bestScore = Infinity;
    for (const j of state.membersOf(b)) {
      const v = rules.unitOf[j]!;
      if (rules.units[v]!.length !== 1 || rules.unitLock[v]! >= 0 || chosen.includes(v)) continue;
      const mismatch = (rules.tier[i] !== rules.tier[j] ? 1 : 0) + (rules.gender[i] !== rules.gender[j] ? 1 : 0) + (rules.apartKey[j]! >= 0 ? 1 : 0);
      const score = mismatch * 1000 + Math.abs(p.composite[i]! - p.composite[j]!);
      if (score < bestScore) [best, bestScore] = [v, score];
    }
    if (best < 0) return null;
    chosen.push(best);
  }
  return chosen;
}
