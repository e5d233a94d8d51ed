import type { PreparedRules } from './rules.js';

/**
 * The roster a rebalance or a placement starts from (decision 0019). A placed player "moves"
 * when they end on a team other than `home`; a new player (home -1) never counts, and a
 * player whose team is dropped (home ≥ team count) counts wherever they go.
 */
export interface Anchor {
  home: Int32Array;
  /** Per team: the fewest and the most players it may end with. */
  low: Int32Array;
  high: Int32Array;
  /** Added to the search cost (minor) for each placed player off their team. */
  movePrice: number;
  /** At most this many placed players may end off their team (Infinity: no cap). */
  maxMoves: number;
  /**
   * The search's smoothing companions (rule-evaluator.ts); a capped search sets 0 so that
   * its few moves go to the true objective rather than to flattening the middle teams.
   */
  smoothing?: number;
}

export function countMoves(anchor: Anchor, assign: ArrayLike<number>): number {
  let moved = 0;
  for (let i = 0; i < anchor.home.length; i++) if (anchor.home[i]! >= 0 && assign[i] !== anchor.home[i]) moved++;
  return moved;
}

/** How many more placed players are off their team after units `out` go from a to b and units `into` from b to a. */
export function changeInMoves(anchor: Anchor, rules: PreparedRules, a: number, b: number, out: ArrayLike<number>, outLength: number, into: ArrayLike<number>, intoLength: number): number {
  return shiftMoves(anchor, rules, out, outLength, a, b) + shiftMoves(anchor, rules, into, intoLength, b, a);
}

function shiftMoves(anchor: Anchor, rules: PreparedRules, units: ArrayLike<number>, length: number, from: number, to: number): number {
  const { home } = anchor;
  const { unitStart, unitMembers } = rules;
  let delta = 0;
  for (let x = 0; x < length; x++) {
    const u = units[x]!;
    for (let m = unitStart[u]!; m < unitStart[u + 1]!; m++) {
      const h = home[unitMembers[m]!]!;
      if (h >= 0) delta += (to !== h ? 1 : 0) - (from !== h ? 1 : 0);
    }
  }
  return delta;
}
