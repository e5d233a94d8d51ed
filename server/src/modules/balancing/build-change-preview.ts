import { round, toDisplayRating } from '../../lib/composite.js';
import { readGender, readRegion, readUnavailableDays, type RegionCode, type RosterChangePreviewDto, type RosterMoveDto } from '@league/contract';
import { asObject, readHeightCm } from '../../lib/additional-data.js';
import { readCoachVolunteer } from '../../lib/volunteer-answer.js';
import { buildPreview, type PreviewSettings } from './build-preview.js';
import type { RuledPlayers } from './build-rules.js';
import type { Roster, RosterPlayer } from './csv/read-roster.js';
import type { BalanceResult } from './optimizer/index.js';
import type { findStoredRoster } from './roster-change.repository.js';

type StoredRoster = Awaited<ReturnType<typeof findStoredRoster>>;

/** A registration as the division stores it (what findStoredRoster reads), or a file's row drafted in its shape (decision 0186). */
export type RegistrationRecord = Pick<StoredRoster['players'][number], 'name' | 'email' | 'dateOfBirth' | 'heightCm' | 'overallSkill' | 'ratings'> & { additionalData: unknown };

export interface StoredRosterOptions {
  /** Parents who offered to coach are read as the upload reads its volunteer column. */
  volunteers?: boolean;
  /** Digits of the displayed ratings: 2 on the screens; a file's preview keeps 4, as its save writes them back. */
  ratingDigits?: number;
}

/** additional_data keys the apps read (ADR 0011); the rest are the file's extra columns. */
const ruleKeys = new Set(['group', 'lock', 'apart', 'requests', 'gender', 'region', 'location', 'unavailable_days', 'height_cm', 'height', 'school', 'volunteer', 'parent_name']);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A stored player in the shape the balanced_teams preview reads; `row` is the player's place in the division's list (1 = first). */
function toRosterPlayer(p: RegistrationRecord, index: number, scales: Map<number, number>, { volunteers = false, ratingDigits = 2 }: StoredRosterOptions): RosterPlayer {
  const data = asObject(p.additionalData);
  const extra = Object.fromEntries(Object.entries(data).flatMap(([key, value]) => (!ruleKeys.has(key) && typeof value === 'string' ? [[key, value]] : [])));
  return {
    row: index + 1,
    name: p.name,
    email: p.email,
    dateOfBirth: p.dateOfBirth ? p.dateOfBirth.toISOString().slice(0, 10) : null,
    ratings: Object.fromEntries(p.ratings.flatMap((r) => (scales.has(r.skillId) ? [[r.skillId, round(toDisplayRating(r.rating, scales.get(r.skillId)!), ratingDigits)]] : []))),
    composite: p.overallSkill,
    region: (readRegion(data)?.code as RegionCode | undefined) ?? null,
    unavailableDays: readUnavailableDays(data),
    heightCm: readHeightCm(p),
    group: text(data.group),
    lock: text(data.lock),
    apart: text(data.apart),
    gender: readGender(data.gender),
    requests: Array.isArray(data.requests) ? data.requests.filter((r): r is string => typeof r === 'string') : [],
    school: text(data.school),
    // A registration's volunteer answer (decision 0120): read only when forming teams, not in a rebalance that keeps typed coaches.
    volunteer: volunteers && typeof data.volunteer === 'string' ? readCoachVolunteer(data.volunteer) : null,
    parentName: text(data.parent_name),
    extra,
  };
}

/** Registrations as a "roster": the stored keys stand where a file's columns would. */
export function toStoredRoster(stored: { players: RegistrationRecord[] }, scales: Map<number, number>, options: StoredRosterOptions = {}): Roster {
  const players = stored.players.map((p, i) => toRosterPlayer(p, i, scales, options));
  const used = (has: (p: RosterPlayer) => boolean, key: string) => (players.some(has) ? key : null);
  return {
    players,
    columns: {
      names: { full: 'name' },
      dob: used((p) => p.dateOfBirth !== null, 'date_of_birth'),
      email: used((p) => p.email !== null, 'email'),
      parentEmail: null,
      gender: used((p) => p.gender !== null, 'gender'),
      group: used((p) => p.group !== null, 'group'),
      apart: used((p) => p.apart !== null, 'apart'),
      lock: used((p) => p.lock !== null, 'lock'),
      request: used((p) => p.requests.length > 0, 'requests'),
      school: used((p) => !!p.school, 'school'),
      volunteer: used((p) => !!p.volunteer, 'volunteer'),
      parentName: used((p) => !!p.parentName, 'parent_name'),
    },
    extraColumns: [...new Set(players.flatMap((p) => Object.keys(p.extra)))],
    unknownGenders: [],
    warnings: [],
  };
}

export interface ChangeTeams {
  /** The teams after the change by index: an existing team's id, or null for one the rebalance adds. */
  ids: (number | null)[];
  names: string[];
  /** Per player: team index now (-1: unassigned; ≥ ids.length: a team the rebalance drops). */
  current: number[];
  /** Names of the dropped teams, by index - ids.length, and their ids. */
  dropped: { id: number; name: string }[];
}

const spreadOf = (totals: number[]) => (totals.length ? Math.max(...totals) - Math.min(...totals) : 0);

/** The preview of a rebalance or placement: balanced_teams' results and summary, plus the moves, the teams now and the version it was computed on. */
export function buildChangePreview(stored: StoredRoster, roster: Roster, ruled: RuledPlayers, teams: ChangeTeams, result: BalanceResult, settings: PreviewSettings, version: number): RosterChangePreviewDto {
  const preview = buildPreview(roster, ruled, result, settings);
  const ids = stored.players.map((p) => p.id);
  const teamOf = new Array<number>(ids.length);
  result.teams.forEach((members, t) => members.forEach((i) => (teamOf[i] = t)));
  const fromTeam = (t: number) => (t < 0 ? { id: null, name: null } : t < teams.ids.length ? { id: teams.ids[t]!, name: teams.names[t]! } : teams.dropped[t - teams.ids.length]!);
  const moves: RosterMoveDto[] = [];
  stored.players.forEach((p, i) => {
    if (teams.current[i] === teamOf[i]) return;
    const from = fromTeam(teams.current[i]!);
    moves.push({ player_id: p.id, player_name: p.name, from_team_id: from.id, from_team_name: from.name, to_team_id: teams.ids[teamOf[i]!]!, to_team_name: teams.names[teamOf[i]!]! });
  });
  const teamsBefore = stored.teams.map((team) => {
    const members = stored.players.filter((p) => p.teamId === team.id);
    return { team_id: team.id, team_name: team.name, composite_total: round(members.reduce((sum, p) => sum + p.overallSkill, 0), 4), player_count: members.length };
  });
  return {
    results: preview.results.map((team, t) => ({ ...team, team_id: teams.ids[t]!, players: team.players.map((player) => ({ ...player, player_id: ids[player.row - 1]! })) })),
    summary: {
      ...preview.summary,
      moves: moves.filter((m) => m.from_team_id !== null).length,
      gap_before: round(spreadOf(teamsBefore.map((t) => t.composite_total)), 4),
      gap_after: round(result.terms.spread, 4),
    },
    moves,
    teams_before: teamsBefore,
    roster_version: version,
  };
}
