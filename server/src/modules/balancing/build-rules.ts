import { AppError } from '../../lib/app-error.js';
import { regionCodes, toConflictMask, type UnmatchedRequestDto } from '@league/contract';
import type { RosterPlayer } from './csv/read-roster.js';
import { keepMutualRequests, type BalancePlayer } from './optimizer/index.js';
import { RequestMatcher, type RequestChoice } from './match-requests.js';
import { assignVolunteerCoaches } from './volunteer-coaches.js';

export interface RuledPlayers {
  players: BalancePlayer[];
  /** The preview's team names: lock-column names take their teams, the rest are "Team N". */
  teamNames: string[];
  /** Per team, the parent who volunteered to coach it (decision 0064), or null. */
  coachNames: (string | null)[];
  warnings: string[];
  /** Requests nobody could be found for, or several players could be meant: for the admin to resolve. */
  unmatchedRequests: UnmatchedRequestDto[];
  /** Per player, the requests as the preview carries them: matched players' names, then unresolved texts. */
  requestNames: string[][];
}

const fold = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The roster as the optimizer sees it: group/apart keys compared without case, genders as the
 * vocabulary's codes (read-genders.ts, decision 0034),
 * locks as team indices (a number 1..K, "Team N", or a name that becomes a team's name),
 * requests as indices of players found inside what was written (match-requests.ts, decision 0050):
 * one that names nobody, or several players, is listed for the admin, never silently dropped.
 */
export function buildRuledPlayers(roster: RosterPlayer[], teamCount: number, mutualOnly: boolean, choices: RequestChoice[] = []): RuledPlayers {
  const teamNames = Array.from({ length: teamCount }, (_, t) => `Team ${t + 1}`);
  const matcher = new RequestMatcher(roster, choices);
  const unmatchedRequests: UnmatchedRequestDto[] = [];
  const requestNames: string[][] = [];
  const requested = roster.map((p, i) => {
    const names: string[] = [];
    const found = p.requests.flatMap((text) => {
      const match = matcher.match(i, p.name, text);
      if (match.kind === 'matched') {
        names.push(...match.players.map((j) => roster[j]!.name));
        return match.players;
      }
      if (match.kind === 'dropped') return [];
      names.push(text);
      unmatchedRequests.push({
        player: p.name,
        row: p.row,
        text,
        reason: match.kind,
        candidates: match.kind === 'ambiguous' ? match.candidates.map((j) => roster[j]!.name) : [],
      });
      return [];
    });
    requestNames.push([...new Set(names)]);
    return [...new Set(found)];
  });
  // Coaches after requests: an assistant coach joins the head coach their family asked for (decision 0121).
  const coaches = assignVolunteerCoaches(roster, mapLocks(roster, teamNames), teamCount, requested);
  const lockIndex = coaches.locks;
  const warnings: string[] = [...coaches.warnings];
  const players: BalancePlayer[] = roster.map((p, i) => {
    const requests = requested[i]!;
    return {
      composite: p.composite,
      region: p.region === null ? null : regionCodes.indexOf(p.region),
      conflicts: toConflictMask(p.unavailableDays),
      heightCm: p.heightCm,
      label: p.name,
      group: p.group === null ? null : fold(p.group),
      apart: p.apart === null ? null : fold(p.apart),
      school: p.school ? fold(p.school) : null,
      lock: lockIndex[i] ?? null,
      gender: p.gender,
      requests,
    };
  });
  return { players: mutualOnly ? keepMutualRequests(players) : players, teamNames, coachNames: coaches.coachNames, warnings, unmatchedRequests, requestNames };
}

function mapLocks(roster: RosterPlayer[], teamNames: string[]): (number | null)[] {
  const k = teamNames.length;
  const numbered = (value: string) => {
    const match = /^(?:team\s*)?(\d{1,3})$/i.exec(value.trim());
    return match ? Number(match[1]) : null;
  };
  const named = new Map<string, number>();
  const taken = new Set(roster.flatMap((p) => (p.lock !== null && numbered(p.lock) !== null ? [numbered(p.lock)! - 1] : [])));
  return roster.map((p) => {
    if (p.lock === null) return null;
    const number = numbered(p.lock);
    if (number !== null) {
      if (number < 1 || number > k) throw AppError.badRequest(`Row ${p.row}: ${p.name} is locked to team ${number}, but there are only ${k} teams.`, { row: p.row }, 'rules_infeasible');
      return number - 1;
    }
    const key = fold(p.lock);
    if (!named.has(key)) {
      const free = teamNames.findIndex((_, t) => !taken.has(t));
      if (free < 0) {
        throw AppError.badRequest(`Row ${p.row}: ${p.name} is locked to "${p.lock}", but every one of the ${k} teams already has a name or number in the lock column.`, { row: p.row }, 'rules_infeasible');
      }
      taken.add(free);
      named.set(key, free);
      teamNames[free] = p.lock.trim().slice(0, 100);
    }
    return named.get(key)!;
  });
}
