import { AppError } from '../../lib/app-error.js';
import { checkAssignmentRules } from '../balancing/optimizer/check-assignment-rules.js';
import { compareCosts } from '../balancing/optimizer/objective.js';
import { scoreAssignment } from '../balancing/optimizer/score-assignment.js';
import { BalanceInputError } from '../balancing/optimizer/types.js';
import { toStoredBalancePlayers } from '../balancing/stored-rules.js';
import type { findDivisionRoster } from './trade.repository.js';

type DivisionRoster = Awaited<ReturnType<typeof findDivisionRoster>>;

/** player id → team id (null: unassigned) after a trade or move. */
export type Placement = Map<number, number | null>;

/** The saved rules as the optimizer reads them (balancing/stored-rules.ts), for the division's assigned players; the fairness report reads them too. */
export function toRuledTeams(roster: DivisionRoster, placement: Placement) {
  const teamIndex = new Map(roster.teams.map((team, t) => [team.id, t]));
  const teamOf = (p: { id: number; teamId: number | null }) => (placement.has(p.id) ? placement.get(p.id)! : p.teamId);
  const assigned = roster.players.filter((p) => teamOf(p) !== null);
  const players = toStoredBalancePlayers(assigned, roster.teams.map((t) => t.name));
  const teams: number[][] = roster.teams.map(() => []);
  assigned.forEach((p, i) => teams[teamIndex.get(teamOf(p)!)!]!.push(i));
  return { players, teams, ids: assigned.map((p) => p.id), teamNames: roster.teams.map((t) => t.name) };
}

const refusing = new Set(['group', 'lock', 'apart']);

/** The group, lock and apart rules the change would break for the players it moves (sentences). */
export function findBrokenRules(roster: DivisionRoster, placement: Placement): string[] {
  if (roster.teams.length === 0) return [];
  const { players, teams, ids, teamNames } = toRuledTeams(roster, placement);
  const moved = new Set(ids.flatMap((id, i) => (placement.has(id) ? [i] : [])));
  try {
    return checkAssignmentRules(players, teams, { teamNames })
      .filter((b) => refusing.has(b.rule) && b.players.some((i) => moved.has(i)))
      .map((b) => b.reason);
  } catch (error) {
    // Saved rules that no assignment can meet (edited by hand since) refuse nothing.
    if (error instanceof BalanceInputError) return [];
    throw error;
  }
}

/** 409 with every reason, unless the admin overrides. */
export function refuseBrokenRules(roster: DivisionRoster, placement: Placement, override: boolean): void {
  if (override) return;
  const reasons = findBrokenRules(roster, placement);
  if (reasons.length) {
    throw new AppError(409, `This change breaks the division's team rules: ${reasons.join(' ')} Confirm to make it anyway.`, 'rules_broken', { reasons });
  }
}

/** Ranks placements by the whole balancing objective (rules first, then evenness, requests...). */
export function scorePlacements(roster: DivisionRoster, placements: Placement[]) {
  const scored = placements.map((placement) => {
    const broken = findBrokenRules(roster, placement);
    if (roster.teams.length < 2) return { broken, cost: null };
    const { players, teams } = toRuledTeams(roster, placement);
    try {
      const cost = scoreAssignment(players, teams, { teamCount: teams.length, seed: 0, useComposite: true, tierBalance: true, region: { weight: 5, mode: 'soft' }, availability: { weight: 3 }, height: { weight: 10 } }).cost;
      return { broken, cost };
    } catch (error) {
      if (error instanceof BalanceInputError) return { broken, cost: null };
      throw error;
    }
  });
  return scored;
}

export const compareScores = (a: ReturnType<typeof scorePlacements>[number], b: ReturnType<typeof scorePlacements>[number]) =>
  a.broken.length - b.broken.length || (a.cost && b.cost ? compareCosts(a.cost, b.cost) : 0);
