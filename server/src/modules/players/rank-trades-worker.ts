// Runs in a worker thread of the shared pool (lib/worker-pool.ts), loaded by file name: the
// pool lives below every module and imports none of them (decision 0038).
import { workerJob } from '../../lib/worker-pool.js';
import { rankTradeCandidates, type RankedCandidate, type TradeRankingTask } from './rank-trade-candidates.js';

export default function rankTrades(task: TradeRankingTask): RankedCandidate[] {
  return rankTradeCandidates(task);
}

/** Trade candidates of a division too large to rank on the request thread (decision 0031). */
export const rankTradesJob = workerJob<TradeRankingTask, RankedCandidate[]>(import.meta.url);
