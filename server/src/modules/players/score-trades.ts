import { findTeamRuleBreaks } from '../balancing/optimizer/check-assignment-rules.js';
import { compareCosts, type Cost } from '../balancing/optimizer/objective.js';
import { prepareRules, type PreparedRules } from '../balancing/optimizer/prepare-rules.js';
import { createAssignmentScorer, type AssignmentScore } from '../balancing/optimizer/score-assignment.js';
import { BalanceInputError, type BalanceOptions } from '../balancing/optimizer/types.js';
import { findBrokenRules, hasOwnTeamRule, hasTeamRules, toRuledTeams, type DivisionRoster, type Placement } from './trade-rules.js';

export interface TradeScore {
  /** The group, lock and apart rules the swap breaks (sentences). */
  broken: string[];
  /** The whole balancing objective after the swap; null when not scored or the rules cannot be met. */
  cost: Cost | null;
  scored: boolean;
}

/** The objective trades are ranked by: the balancing's, with every optional term on. */
const tradeOptions = (teamCount: number): BalanceOptions => ({
  teamCount,
  seed: 0,
  useComposite: true,
  tierBalance: true,
  region: { weight: 5, mode: 'soft' },
  availability: { weight: 3 },
  height: { weight: 10 },
});

/** Runs `make` once, on first use; a BalanceInputError (rules no assignment can meet) answers null. */
function once<T>(make: () => T): () => T | null {
  let made: { value: T | null } | undefined;
  return () => {
    if (made) return made.value;
    try {
      made = { value: make() };
    } catch (error) {
      if (!(error instanceof BalanceInputError)) throw error;
      made = { value: null };
    }
    return made.value;
  };
}

/**
 * Swaps of two players who are both on teams leave the same players assigned, so the rules,
 * tiers, scales and request links are prepared once for the division and each swap costs one
 * pass of the objective's state (not a fresh read of every player's rules, as before).
 */
function createAssignedSwapScorer(roster: DivisionRoster) {
  const { players, teams, ids, teamNames } = toRuledTeams(roster, new Map());
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const assign = new Int32Array(players.length);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  const name = (t: number) => teamNames[t] ?? `Team ${t + 1}`;
  const checking = roster.teams.length > 0 && hasTeamRules(roster);
  const rules = once<PreparedRules>(() => prepareRules(players, teams.length, false, 0));
  const scorer = once<(assign: Int32Array) => AssignmentScore>(() => createAssignmentScorer(players, tradeOptions(teams.length)));

  return (a: number, b: number, score: boolean): TradeScore => {
    const [i, j] = [indexOf.get(a)!, indexOf.get(b)!];
    const [teamI, teamJ] = [assign[i]!, assign[j]!];
    assign[i] = teamJ;
    assign[j] = teamI;
    try {
      const prepared = checking ? rules() : null;
      const broken = prepared ? findTeamRuleBreaks(players, prepared, assign, name, new Set([i, j])).map((r) => r.reason) : [];
      if (!score) return { broken, cost: null, scored: false };
      if (teams.length < 2) return { broken, cost: null, scored: true };
      const priced = scorer();
      return { broken, cost: priced ? priced(assign).cost : null, scored: true };
    } finally {
      assign[i] = teamI;
      assign[j] = teamJ;
    }
  };
}

/**
 * One placement read from scratch: for swaps with an unassigned player, which change who is
 * assigned. Only the player who joins a team is moved among the assigned, so only its own
 * group, lock or apart key can break; without one on either player there is nothing to check.
 */
function scorePlacement(roster: DivisionRoster, placement: Placement, score: boolean): TradeScore {
  const broken = [...placement.keys()].some((id) => hasOwnTeamRule(roster, id)) ? findBrokenRules(roster, placement) : [];
  if (!score) return { broken, cost: null, scored: false };
  if (roster.teams.length < 2) return { broken, cost: null, scored: true };
  const { players, teams } = toRuledTeams(roster, placement);
  const scorer = once(() => createAssignmentScorer(players, tradeOptions(teams.length)))();
  if (!scorer) return { broken, cost: null, scored: true };
  const assign = new Int32Array(players.length);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  return { broken, cost: scorer(assign).cost, scored: true };
}

/**
 * Scores swapping `playerId` with each candidate, in order: the rules each swap breaks, and
 * the whole balancing objective (ADR 0011) for the first `scoredLimit` only.
 */
export function scoreSwaps(roster: DivisionRoster, playerId: number, candidateIds: number[], scoredLimit: number): TradeScore[] {
  const teamOf = new Map(roster.players.map((p) => [p.id, p.teamId]));
  const swapAssigned = once(() => createAssignedSwapScorer(roster));
  return candidateIds.map((id, index) => {
    const [from, to] = [teamOf.get(playerId) ?? null, teamOf.get(id) ?? null];
    const score = index < scoredLimit;
    if (from !== null && to !== null) return swapAssigned()!(playerId, id, score);
    return scorePlacement(roster, new Map([[playerId, to], [id, from]]), score);
  });
}

/** Better first: fewer broken rules, then scored before unscored, then the lower objective. */
export const compareScores = (a: TradeScore, b: TradeScore) =>
  a.broken.length - b.broken.length || Number(b.scored) - Number(a.scored) || (a.cost && b.cost ? compareCosts(a.cost, b.cost) : 0);
