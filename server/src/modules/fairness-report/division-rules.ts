import { countRequests, type FairnessReportRules } from '@league/contract';
import { BalanceInputError, describeRules, prepareRules } from '../balancing/index.js';
import { toRuledTeams } from '../players/index.js';
import type { ReportRoster } from './fairness-report.repository.js';

/**
 * The kept rule values (ADR 0011) read the way Trade and Move read them, checked on the
 * current roster: division totals, and per team the request pairs that involve its players,
 * each pair counted once as mutual or one-way (decision 0058).
 */
export function checkDivisionRules(roster: ReportRoster) {
  const { players, teams, ids } = toRuledTeams(roster, new Map());
  const teamIdOf = new Map(roster.players.map((p) => [p.id, p.teamId]));
  const requested = players.map((p) => p.requests ?? []);
  const teamOf = ids.map((id) => teamIdOf.get(id) ?? null);
  const requestsOf = (teamId: number) => countRequests(requested, teamOf, (i, j) => teamOf[i] === teamId || teamOf[j] === teamId);
  const division = describeDivision(players, teams);
  return { division: division && { ...division, requests: countRequests(requested, teamOf) }, requestsOf };
}

function describeDivision(players: ReturnType<typeof toRuledTeams>['players'], teams: number[][]): Omit<FairnessReportRules, 'requests'> | null {
  if (teams.length === 0) return null;
  const assign = new Int32Array(players.length);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  try {
    const outcome = describeRules(players, prepareRules(players, teams.length, false), assign);
    return { groups: outcome.groups, locks: outcome.locks, apart: outcome.apart };
  } catch (error) {
    // Kept values edited since into rules no roster could meet: the report says nothing about them.
    if (error instanceof BalanceInputError) return null;
    throw error;
  }
}
