import type { FairnessReportRules } from '@league/contract';
import { BalanceInputError, collectPairs, describeRules, prepareRules } from '../balancing/index.js';
import { toRuledTeams } from '../players/index.js';
import type { ReportRoster } from './fairness-report.repository.js';

/**
 * The kept rule values (ADR 0011) read the way Trade and Move read them, checked on the
 * current roster: division totals, and per team the request pairs that involve its players.
 */
export function checkDivisionRules(roster: ReportRoster) {
  const { players, teams, ids } = toRuledTeams(roster, new Map());
  const teamIdOf = new Map(roster.players.map((p) => [p.id, p.teamId]));
  const { pairs } = collectPairs(players);
  const requestsOf = (teamId: number) => {
    const involved = pairs.filter(([i, j]) => teamIdOf.get(ids[i]!) === teamId || teamIdOf.get(ids[j]!) === teamId);
    return { total: involved.length, honoured: involved.filter(([i, j]) => teamIdOf.get(ids[i]!) === teamIdOf.get(ids[j]!)).length };
  };
  return { division: describeDivision(players, teams), requestsOf };
}

function describeDivision(players: ReturnType<typeof toRuledTeams>['players'], teams: number[][]): FairnessReportRules | null {
  if (teams.length === 0) return null;
  const assign = new Int32Array(players.length);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  try {
    const outcome = describeRules(players, prepareRules(players, teams.length, false), assign);
    return { groups: outcome.groups, locks: outcome.locks, apart: outcome.apart, requests: { total: outcome.requests.total, honoured: outcome.requests.honoured } };
  } catch (error) {
    // Kept values edited since into rules no roster could meet: the report says nothing about them.
    if (error instanceof BalanceInputError) return null;
    throw error;
  }
}
