import { findBlockExchanges } from '../moves/block-exchanges.js';
import { unitsOfPlayers } from '../model/blocks.js';
import type { ExchangePricer } from '../score/exchange-pricer.js';
import type { Budget } from '../solve/budgets.js';
import { teamPairs } from '../moves/exchange-finder.js';

/**
 * The spread polish of spread-polish.ts under the rules: sets of blocks (block-exchanges.ts)
 * taking the place of sets with the same kinds of players, strongest and weakest team first,
 * every exchange priced by the whole search cost before it is applied, so requests and soft
 * terms are respected. With `tries` above 1 the next nearest exchanges are priced too, for
 * when the nearest one would pass a move cap or lose on another term.
 */
export function polishWithRules(pricer: ExchangePricer, budget: Budget, tries = 1): void {
  const { state } = pricer;
  const { rules } = state;
  const totals = state.teams.total;
  while (budget.left > 0) {
    let applied = false;
    for (const [x, y] of teamPairs(totals, rules.teamCount)) {
      const { exchanges, work } = findBlockExchanges(state, x, y, (totals[x]! - totals[y]!) / 2, tries);
      budget.left -= work;
      let bestOut: number[] | null = null;
      let bestInto: number[] | null = null;
      let bestMajor = pricer.currentMajor;
      let bestMinor = pricer.currentMinor;
      for (const c of exchanges) {
        const out = unitsOfPlayers(state, c.out);
        const into = unitsOfPlayers(state, c.into);
        if (!pricer.price(x, y, out, out.length, into, into.length)) continue;
        if (pricer.major < bestMajor || (pricer.major === bestMajor && pricer.minor < bestMinor)) {
          bestOut = out;
          bestInto = into;
          bestMajor = pricer.major;
          bestMinor = pricer.minor;
        }
      }
      if (!bestOut || !bestInto) continue;
      pricer.apply(x, y, bestOut, bestInto);
      applied = true;
      break;
    }
    if (!applied) return;
  }
}
