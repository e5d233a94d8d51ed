import { compareCosts, measureScales, scoreTerms, type Cost, type Weights } from '../../src/modules/balancing/optimizer/score/formula.js';
import type { BalancePlayer, TermValues } from '../../src/modules/balancing/optimizer/model/types.js';

/**
 * The exact optimum by enumerating every partition into teams whose sizes differ by at most
 * one. Teams are unlabelled, so player p may only open the first empty team: each partition is
 * visited once. Meant for 16 players or fewer (16 into 4 teams is 2.6 million partitions).
 */
export function findExactOptimum(players: BalancePlayer[], teamCount: number, weights: Weights): { cost: Cost; terms: TermValues } {
  const n = players.length;
  const small = Math.floor(n / teamCount);
  const largeTeams = n % teamCount;
  const regions = 5;
  const scales = measureScales(players);
  const size = new Array<number>(teamCount).fill(0);
  const total = new Array<number>(teamCount).fill(0);
  const regionCount = new Array<number>(teamCount * regions).fill(0);
  const conflicts = new Array<number>(teamCount * 5).fill(0);
  const heightSum = new Array<number>(teamCount).fill(0);
  const heightCount = new Array<number>(teamCount).fill(0);
  let best: { cost: Cost; terms: TermValues } | null = null;
  let largeUsed = 0;

  const shift = (p: number, t: number, sign: number) => {
    const player = players[p]!;
    size[t]! += sign;
    total[t]! += sign * player.composite;
    if (player.region !== null) regionCount[t * regions + player.region]! += sign;
    for (let d = 0; d < 5; d++) if (player.conflicts & (1 << d)) conflicts[t * 5 + d]! += sign;
    if (player.heightCm !== null) {
      heightSum[t]! += sign * player.heightCm;
      heightCount[t]! += sign;
    }
  };

  const leaf = () => {
    const averages = heightSum.flatMap((sum, t) => (heightCount[t]! > 0 ? [sum / heightCount[t]!] : []));
    let regionPenalty = 0;
    let availabilityPenalty = 0;
    for (let t = 0; t < teamCount; t++) {
      const counts = regionCount.slice(t * regions, t * regions + regions);
      regionPenalty += counts.reduce((a, b) => a + b, 0) - Math.max(...counts);
      availabilityPenalty += Math.min(...conflicts.slice(t * 5, t * 5 + 5));
    }
    const terms: TermValues = {
      spread: Math.max(...total) - Math.min(...total),
      regionPenalty,
      availabilityPenalty,
      heightSpread: averages.length > 1 ? Math.max(...averages) - Math.min(...averages) : 0,
    };
    const cost = scoreTerms(terms, weights, scales);
    if (!best || compareCosts(cost, best.cost) < 0) best = { cost, terms };
  };

  const place = (p: number, opened: number) => {
    if (p === n) {
      if (opened === teamCount) leaf();
      return;
    }
    if ((teamCount - opened) * small > n - p) return;
    for (let t = 0; t <= Math.min(opened, teamCount - 1); t++) {
      const grows = size[t] === small;
      if (size[t]! > small || (grows && (largeTeams === 0 || largeUsed >= largeTeams))) continue;
      if (grows) largeUsed++;
      shift(p, t, 1);
      place(p + 1, t === opened ? opened + 1 : opened);
      shift(p, t, -1);
      if (grows) largeUsed--;
    }
  };

  place(0, 0);
  return best!;
}
