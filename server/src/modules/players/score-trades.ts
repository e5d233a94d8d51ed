import {
  BalanceInputError, compareCosts, createAssignmentScorer, findTeamRuleBreaks, prepareRules,
  type AssignmentScore, type BalanceOptions, type Cost, type PreparedRules,
} from '../balancing/index.js';
import { checkBrokenRules, hasOwnTeamRule, hasTeamRules, shareTeamRule, toRuledTeams, type DivisionRoster, type Placement } from './trade-rules.js';

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
  const rules = once<PreparedRules>(() => prepareRules(players, teams.length, false));
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
 * The rules a swap with an unassigned player breaks. It changes who is assigned: `outgoing`
 * leaves `team` for Unassigned and `incoming` takes its place, the only player moved among the
 * assigned, so only the incoming player's own group, lock or apart key can break. Those
 * sentences depend on the outgoing player only when it shares a key with the incoming one or
 * has keys of its own that could make the saved rules unmeetable; otherwise on the team alone,
 * so they are read once per team (with a key-less player of that team leaving) and reused.
 */
function createUnassignedSwapChecker(roster: DivisionRoster) {
  const keyless = new Map<number, number>();
  for (const p of roster.players) if (p.teamId !== null && !keyless.has(p.teamId) && !hasOwnTeamRule(roster, p.id)) keyless.set(p.teamId, p.id);
  const byTeam = new Map<string, ReturnType<typeof checkBrokenRules>>();
  const check = (incoming: number, outgoing: number, team: number) => checkBrokenRules(roster, new Map([[incoming, team], [outgoing, null]]));
  return (incoming: number, outgoing: number, team: number): string[] => {
    if (!hasOwnTeamRule(roster, incoming)) return [];
    const stand = keyless.get(team);
    if (stand === undefined || shareTeamRule(roster, incoming, outgoing)) return check(incoming, outgoing, team).broken;
    const key = `${incoming}:${team}`;
    if (!byTeam.has(key)) byTeam.set(key, check(incoming, stand, team));
    const known = byTeam.get(key)!;
    // Removing a player with keys only lifts rules: feasible without them is feasible with them.
    if (!hasOwnTeamRule(roster, outgoing) || known.feasible) return known.broken;
    return check(incoming, outgoing, team).broken;
  };
}

/** The objective after a swap with an unassigned player, read from scratch: the assigned players differ. */
function scoreUnassignedSwap(roster: DivisionRoster, placement: Placement): Cost | null {
  if (roster.teams.length < 2) return null;
  const { players, teams } = toRuledTeams(roster, placement);
  const scorer = once(() => createAssignmentScorer(players, tradeOptions(teams.length)))();
  if (!scorer) return null;
  const assign = new Int32Array(players.length);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  return scorer(assign).cost;
}

/**
 * Scores swapping `playerId` with each candidate, in order: the rules each swap breaks, and
 * the whole balancing objective (ADR 0011) for the first `scoredLimit` only.
 */
export function scoreSwaps(roster: DivisionRoster, playerId: number, candidateIds: number[], scoredLimit: number): TradeScore[] {
  const teamOf = new Map(roster.players.map((p) => [p.id, p.teamId]));
  const swapAssigned = once(() => createAssignedSwapScorer(roster));
  const checkUnassigned = once(() => createUnassignedSwapChecker(roster));
  return candidateIds.map((id, index) => {
    const [from, to] = [teamOf.get(playerId) ?? null, teamOf.get(id) ?? null];
    const score = index < scoredLimit;
    if (from !== null && to !== null) return swapAssigned()!(playerId, id, score);
    const [incoming, outgoing, team] = from === null ? [playerId, id, to!] : [id, playerId, from];
    const broken = checkUnassigned()!(incoming, outgoing, team);
    if (!score) return { broken, cost: null, scored: false };
    return { broken, cost: scoreUnassignedSwap(roster, new Map([[playerId, to], [id, from]])), scored: true };
  });
}

/** Better first: fewer broken rules, then scored before unscored, then the lower objective. */
export const compareScores = (a: TradeScore, b: TradeScore) =>
  a.broken.length - b.broken.length || Number(b.scored) - Number(a.scored) || (a.cost && b.cost ? compareCosts(a.cost, b.cost) : 0);
