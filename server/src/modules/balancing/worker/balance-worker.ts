// Runs in a worker thread (piscina): the optimizer stays pure, this file only adapts it.
import { balanceTeams } from '../optimizer/balance-teams.js';
import { changeRoster, type RosterChange } from '../optimizer/change-roster.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer, type BalanceResult } from '../optimizer/types.js';
import { rankTradeCandidates, type RankedCandidate, type TradeRankingTask } from '../../players/rank-trade-candidates.js';

export interface BalanceTask {
  players: BalancePlayer[];
  options: BalanceOptions;
  /** A rebalance or placement of a stored roster; absent for a fresh balance. */
  change?: RosterChange;
}

/** Custom error classes do not survive the trip between threads, so input errors travel as data. */
export type BalanceOutcome = { ok: true; result: BalanceResult } | { ok: false; inputError: string };

export default function runBalance(task: BalanceTask): BalanceOutcome {
  try {
    return { ok: true, result: task.change ? changeRoster(task.players, task.options, task.change) : balanceTeams(task.players, task.options) };
  } catch (error) {
    if (error instanceof BalanceInputError) return { ok: false, inputError: error.message };
    throw error;
  }
}

/** Trade candidates of a large division (players/rank-trade-candidates.ts), run by name. */
export function rankTrades(task: TradeRankingTask): RankedCandidate[] {
  return rankTradeCandidates(task);
}
