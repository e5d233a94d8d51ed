import type { Budget } from '../solve/budgets.js';
import { allowedSizeChanges, findExchanges, otherExtremes, spreadAfter, teamPairs } from '../moves/exchange-finder.js';
import type { TeamState } from '../score/team-state.js';

/**
 * Lowers the composite spread alone by exchanges of up to two players each way
 * (spread-polish.ts) until none helps or the budget is spent. Only for a search that
 * weighs nothing but the spread: it ignores every other term.
 */
export function polishSpread(state: TeamState, budget: Budget): void {
  const k = state.teamCount;
  if (k < 2) return;
  const composite = state.players.composite;
  const value = (i: number) => composite[i]!;
  while (budget.left > 0) {
    const members: number[][] = Array.from({ length: k }, () => []);
    state.assign.forEach((t, i) => members[t]!.push(i));
    const spread = state.terms().spread;
    let applied = false;
    for (const [x, y] of teamPairs(state.total, k)) {
      const { high, low } = otherExtremes(state.total, k, x, y);
      const [tx, ty] = [state.total[x]!, state.total[y]!];
      const candidates = findExchanges(members[x]!, members[y]!, value, (tx - ty) / 2, allowedSizeChanges(state.size[x]!, state.size[y]!));
      // Sorting and searching the pair sums costs several evaluations per pair.
      budget.left -= 6 * Math.min(members[x]!.length, 40) ** 2;
      let best = null;
      let bestSpread = spread - 1e-12 * Math.max(1, spread);
      for (const c of candidates) {
        const after = spreadAfter(tx, ty, c.delta, high, low);
        if (after < bestSpread) [best, bestSpread] = [c, after];
      }
      if (!best) continue;
      applyExchange(state, best.out, best.into, x, y);
      applied = true;
      break;
    }
    if (!applied) return;
  }
}

function applyExchange(state: TeamState, out: number[], into: number[], x: number, y: number): void {
  const common = Math.min(out.length, into.length);
  for (let p = 0; p < common; p++) state.swap(out[p]!, into[p]!);
  for (let p = common; p < out.length; p++) state.moveTo(out[p]!, y);
  for (let p = common; p < into.length; p++) state.moveTo(into[p]!, x);
}
