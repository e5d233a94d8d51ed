import type { WeekdayCode } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { isoDay } from '../scheduling/index.js';
import { rankLevels } from './level-ranks.js';
import type { OfficialAssignment, OfficialsInput, OfficialsReferee } from './optimizer/index.js';
import { findSeasonForOfficials } from './officials-input.repository.js';
import * as repo from './officiating.repository.js';

type Client = Db | Prisma.TransactionClient;

export const refereeName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

type RefereeRow = Awaited<ReturnType<typeof repo.findRefereesForOfficiating>>[number];

function toReferee(u: RefereeRow): OfficialsReferee {
  const availability = u.availability;
  return {
    id: u.id,
    name: refereeName(u),
    certificates: u.certificates.map((c) => ({ levelId: c.levelId, validFrom: isoDay(c.validFrom), validUntil: isoDay(c.validUntil), revoked: c.revokedAt !== null })),
    dateOfBirth: u.dateOfBirth ? isoDay(u.dateOfBirth) : null,
    // No row: the referee has not said, so any hour (decision 0140).
    weekly: availability ? (availability.weekly as { weekday: WeekdayCode; start: number; end: number }[]) : null,
    datesOff: availability?.datesOff ?? [],
    maxGamesPerDay: availability?.maxGamesPerDay ?? null,
    childPlayerIds: u.childRelations.map((r) => r.playerId),
    coachedTeamIds: u.teamRelations.map((r) => r.teamId),
    gamesWorked: u._count.officialAssignments,
  };
}

const slotKey = (a: { gameId: number; role: string }) => `${a.gameId}|${a.role}`;

/**
 * The season's assignments as one comparable text, proposals too: an answer worked out off the
 * request thread is saved only over the state it was worked out from (a referee's answer or an
 * assignor's change in between makes it stale).
 */
export function assignmentsFingerprint(rows: { id: number; status: string; refereeId: number; gameId: number; role: string }[]): string {
  return rows.map((r) => `${r.id}:${r.status}:${r.refereeId}:${slotKey(r)}`).join(',');
}

/**
 * The officials optimizer's input from a season's stored rows: its schedule games, the
 * officials each division's games need, the league's levels ranked, every active referee's
 * certificates (each counts on the dates it covers), availability, relations and birth date,
 * what the season holds now (told to referees or proposed, a hand change too: kept where it
 * can be, decision 0174) and the declines (never again). `live` is that board as assignments.
 */
export async function readOfficialsInput(db: Client, leagueId: number, seasonId: number) {
  const [[games, divisions, levels, venues], referees, assignments] = await Promise.all([
    findSeasonForOfficials(db, leagueId, seasonId),
    repo.findRefereesForOfficiating(db, leagueId),
    repo.findSeasonAssignments(db, seasonId),
  ]);
  const ranks = rankLevels(levels);
  // A referee made inactive since holds their places only on paper: the optimizer sees them open.
  const active = new Set(referees.map((r) => r.id));
  const live: OfficialAssignment[] = assignments
    .filter((a) => repo.liveStatuses.includes(a.status) && active.has(a.refereeId))
    .map((a) => ({ gameId: a.gameId, role: a.role, refereeId: a.refereeId }));
  const input: OfficialsInput = {
    levels: levels.map((l) => ({ id: l.id, name: l.name, rank: ranks.get(l.id) ?? 0 })),
    venues,
    divisions: divisions.map((d) => ({
      id: d.id,
      name: d.name,
      roles: d.officials.map((o) => ({ role: o.role, minLevelId: o.minLevelId, youthAllowed: o.youthAllowed, fee: o.feeCents / 100 })),
    })),
    teams: divisions.flatMap((d) => d.teams.map((t) => ({ id: t.id, name: t.name, playerIds: t.players.map((p) => p.id) }))),
    games: games.map((g) => ({ id: g.id, divisionId: g.divisionId, venueId: g.venueId, date: isoDay(g.date), start: g.startMinute, end: g.endMinute, teamIds: [g.homeTeamId, g.awayTeamId] })),
    referees: referees.map(toReferee),
    published: live,
    declines: assignments.filter((a) => a.status === 'declined').map((a) => ({ gameId: a.gameId, refereeId: a.refereeId })),
  };
  return { input, live, assignments, fingerprint: assignmentsFingerprint(assignments) };
}
