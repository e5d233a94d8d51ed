import { practiceDayCount, type BalancePlayer } from './types.js';

/** The players as typed arrays: the search reads them millions of times. */
export interface PreparedPlayers {
  count: number;
  regionCount: number;
  composite: Float64Array;
  /** -1 when unknown. */
  region: Int32Array;
  /** Monday-Friday conflict bits only: weekends never host the best practice day. */
  conflicts: Int32Array;
  /** NaN when unknown. */
  height: Float64Array;
}

export function preparePlayers(players: BalancePlayer[]): PreparedPlayers {
  const regionCount = players.reduce((max, p) => Math.max(max, (p.region ?? -1) + 1), 0);
  return {
    count: players.length,
    regionCount,
    composite: Float64Array.from(players, (p) => p.composite),
    region: Int32Array.from(players, (p) => p.region ?? -1),
    conflicts: Int32Array.from(players, (p) => p.conflicts & ((1 << practiceDayCount) - 1)),
    height: Float64Array.from(players, (p) => p.heightCm ?? Number.NaN),
  };
}
