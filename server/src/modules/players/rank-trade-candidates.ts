import type { TradeCandidatesQuery } from '@league/contract';
import { round } from '../../lib/composite.js';
import { compareScores, scoreSwaps } from './score-trades.js';
import type { DivisionRoster } from './trade-rules.js';

// Candidates closest in overall skill that are scored by the whole objective.
export const scoredCandidateLimit = 60;

// Compares as String.prototype.localeCompare does, without building a collator per call.
const byName = new Intl.Collator().compare;

export interface TradeRankingTask {
  roster: DivisionRoster;
  playerId: number;
  query: TradeCandidatesQuery;
}

export interface RankedCandidate {
  id: number;
  /** The candidate's overall minus the chosen player's, so its sign says stronger or weaker. */
  diff: number;
  breaks_rules: string[];
}

/**
 * Players of the same division on other teams, best trade first: a trade that keeps the saved
 * group/lock/apart rules before one that breaks them, then by the whole balancing objective
 * after the swap (ADR 0011), then closest overall_skill. Only the closest
 * `scoredCandidateLimit` by overall skill are scored, also when k asks for more (Edit Teams
 * asks for everyone): the rest follow them by closeness. Pure, on plain data: large divisions
 * rank in the optimizer's worker threads (decision 0031).
 */
export function rankTradeCandidates({ roster, playerId, query }: TradeRankingTask): RankedCandidate[] {
  const player = roster.players.find((p) => p.id === playerId);
  if (!player) return [];
  const byCloseness = (a: Closeness, b: Closeness) => Math.abs(a.diff) - Math.abs(b.diff) || byName(a.c.name, b.c.name) || a.c.id - b.c.id;
  type Closeness = { c: DivisionRoster['players'][number]; diff: number };
  const closest = roster.players
    .filter((c) => c.id !== player.id && c.teamId !== player.teamId)
    .filter((c) => !(query.assigned_only && c.teamId === null))
    .filter((c) => !(query.exclude_team && c.teamId === query.exclude_team))
    .map((c): Closeness => ({ c, diff: round(c.overallSkill - player.overallSkill, 4) }))
    .filter(({ diff }) => query.delta === undefined || Math.abs(diff) <= query.delta + 1e-9)
    .sort(byCloseness);
  const scores = scoreSwaps(
    roster,
    player.id,
    closest.map(({ c }) => c.id),
    scoredCandidateLimit,
  );
  return closest
    .map((entry, i) => ({ ...entry, score: scores[i]! }))
    .sort((a, b) => compareScores(a.score, b.score) || byCloseness(a, b))
    .slice(0, query.k)
    .map(({ c, diff, score }) => ({ id: c.id, diff, breaks_rules: score.broken }));
}
