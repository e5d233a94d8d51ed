import { AppError } from '../../lib/app-error.js';
import { BalanceInputError, checkAssignmentRules, linkRequests, readStoredPlayers, type StoredReading } from '../balancing/index.js';
import type { findDivisionRoster } from './trade.repository.js';

export type DivisionRoster = Awaited<ReturnType<typeof findDivisionRoster>>;

/** player id → team id (null: unassigned) after a trade or move. */
export type Placement = Map<number, number | null>;

// A roster is read once however many placements are checked or scored against it: only the
// teams and the request indices differ between them.
const readings = new WeakMap<DivisionRoster, Map<number, StoredReading>>();

function readRoster(roster: DivisionRoster): Map<number, StoredReading> {
  const known = readings.get(roster);
  if (known) return known;
  const read = readStoredPlayers(roster.players, roster.teams.map((t) => t.name));
  const byId = new Map(roster.players.map((p, i) => [p.id, read[i]!]));
  readings.set(roster, byId);
  return byId;
}

/** The saved rules as the optimizer reads them (balancing/stored-rules.ts), for the division's assigned players. */
export function toRuledTeams(roster: DivisionRoster, placement: Placement) {
  const read = readRoster(roster);
  const teamIndex = new Map(roster.teams.map((team, t) => [team.id, t]));
  const teamOf = (p: { id: number; teamId: number | null }) => (placement.has(p.id) ? placement.get(p.id)! : p.teamId);
  const assigned = roster.players.filter((p) => teamOf(p) !== null);
  const players = linkRequests(assigned.map((p) => read.get(p.id)!));
  const teams: number[][] = roster.teams.map(() => []);
  assigned.forEach((p, i) => teams[teamIndex.get(teamOf(p)!)!]!.push(i));
  return { players, teams, ids: assigned.map((p) => p.id), teamNames: roster.teams.map((t) => t.name) };
}

const refusing = new Set(['group', 'lock', 'apart']);

/** The group, lock and apart rules the change would break for the players it moves (sentences). */
export function findBrokenRules(roster: DivisionRoster, placement: Placement): string[] {
  return checkBrokenRules(roster, placement).broken;
}

/** findBrokenRules, and whether the saved rules can be met at all with the change (when not, nothing is refused). */
export function checkBrokenRules(roster: DivisionRoster, placement: Placement): { broken: string[]; feasible: boolean } {
  if (roster.teams.length === 0 || !hasTeamRules(roster)) return { broken: [], feasible: true };
  const { players, teams, ids, teamNames } = toRuledTeams(roster, placement);
  const moved = new Set(ids.flatMap((id, i) => (placement.has(id) ? [i] : [])));
  try {
    const broken = checkAssignmentRules(players, teams, { teamNames })
      .filter((b) => refusing.has(b.rule) && b.players.some((i) => moved.has(i)))
      .map((b) => b.reason);
    return { broken, feasible: true };
  } catch (error) {
    // Saved rules that no assignment can meet (edited by hand since) refuse nothing.
    if (error instanceof BalanceInputError) return { broken: [], feasible: false };
    throw error;
  }
}

const hasTeamRule = (r: StoredReading) => !!r.group || r.lock !== null || !!r.apart;

/** Any saved group, lock (naming a team) or apart key in the division: without one, nothing can break. */
export const hasTeamRules = (roster: DivisionRoster) => [...readRoster(roster).values()].some(hasTeamRule);

/** The player's own saved group, lock (naming a team) or apart key. */
export const hasOwnTeamRule = (roster: DivisionRoster, playerId: number) => {
  const reading = readRoster(roster).get(playerId);
  return reading !== undefined && hasTeamRule(reading);
};

/** The two players share a group or an apart key. */
export const shareTeamRule = (roster: DivisionRoster, a: number, b: number) => {
  const [x, y] = [readRoster(roster).get(a), readRoster(roster).get(b)];
  return !!x && !!y && ((!!x.group && x.group === y.group) || (!!x.apart && x.apart === y.apart));
};

/** 409 with every reason, unless the admin overrides. */
export function refuseBrokenRules(roster: DivisionRoster, placement: Placement, override: boolean): void {
  if (override) return;
  const reasons = findBrokenRules(roster, placement);
  if (reasons.length) {
    throw new AppError(409, `This change breaks the division's team rules: ${reasons.join(' ')} Confirm to make it anyway.`, 'rules_broken', { reasons });
  }
}
