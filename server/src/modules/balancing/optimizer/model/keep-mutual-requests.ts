import type { BalancePlayer } from './types.js';

/**
 * Keeps only two-way requests: i's request of j stays when j also requested i. For callers
 * with "mutual only" on; the optimizer itself honours whatever requests it is given.
 */
export function keepMutualRequests(players: BalancePlayer[]): BalancePlayer[] {
  return players.map((p, i) => ({ ...p, requests: (p.requests ?? []).filter((j) => j !== i && (players[j]?.requests ?? []).includes(i)) }));
}
