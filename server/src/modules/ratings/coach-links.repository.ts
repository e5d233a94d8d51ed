import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

const linkFields = {
  id: true, divisionId: true, teamId: true, coachName: true, expiresAt: true, revokedAt: true, createdAt: true, leagueId: true,
  team: { select: { id: true, name: true } },
  _count: { select: { entries: true } },
} as const;

export function createLinks(tx: Prisma.TransactionClient, rows: Prisma.CoachLinkCreateManyInput[]) {
  return tx.coachLink.createManyAndReturn({ data: rows, select: { id: true } });
}

export function listLinks(db: Client, where: Prisma.CoachLinkWhereInput) {
  return db.coachLink.findMany({ where, select: linkFields, orderBy: [{ teamId: 'asc' }, { id: 'asc' }] });
}

export type StoredLink = Awaited<ReturnType<typeof listLinks>>[number];

/** Players rated through each link (entries counted per player, not per skill). */
export async function countPlayersRated(db: Client, linkIds: number[]): Promise<Map<number, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db.ratingEntry.groupBy({ by: ['coachLinkId', 'playerId'], where: { coachLinkId: { in: linkIds } } });
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.coachLinkId!, (counts.get(r.coachLinkId!) ?? 0) + 1);
  return counts;
}

export function revokeLink(db: Client, id: number, at: Date) {
  return db.coachLink.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
}

const openLinkFields = {
  id: true, leagueId: true, divisionId: true, teamId: true, coachName: true, expiresAt: true, revokedAt: true,
  league: { select: { name: true } },
  team: { select: { name: true } },
  division: { select: { name: true, season: { select: { name: true } }, skills: { select: { id: true, name: true, description: true, normalizationFactor: true }, orderBy: { id: 'asc' } } } },
} as const;

export function findLinkByHash(db: Client, tokenHash: string) {
  return db.coachLink.findUnique({ where: { tokenHash }, select: openLinkFields });
}

/** The team's newest rating link still open at `now`: the one a coach reaches from their roster page. */
export function findOpenTeamLink(db: Client, teamId: number, now: Date) {
  return db.coachLink.findFirst({ where: { teamId, revokedAt: null, expiresAt: { gt: now } }, select: openLinkFields, orderBy: { id: 'desc' } });
}

export type OpenLink = NonNullable<Awaited<ReturnType<typeof findLinkByHash>>>;

export function findTeamPlayers(db: Client, teamId: number) {
  return db.player.findMany({ where: { teamId }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** The player, if still on this team (a transfer may have moved them). */
export function findTeamPlayer(db: Client, teamId: number, playerId: number) {
  return db.player.findFirst({ where: { id: playerId, teamId }, select: { id: true } });
}

export function findDivisionTeams(db: Client, divisionId: number, leagueId: number) {
  return db.team.findMany({ where: { divisionId, leagueId }, select: { id: true, name: true, divisionId: true } });
}

/** Each team's coach as the roster names them, by team id. */
export async function findTeamCoaches(db: Client, teamIds: number[]): Promise<Map<number, string | null>> {
  const rows = await db.team.findMany({ where: { id: { in: teamIds } }, select: { id: true, coach: true } });
  return new Map(rows.map((t) => [t.id, t.coach]));
}

/** What a link already sent: its latest entry per player and skill. */
export function findLinkEntries(db: Client, linkId: number) {
  return db.ratingEntry.findMany({ where: { coachLinkId: linkId }, select: { playerId: true, skillId: true, originalValue: true, comment: true }, orderBy: { id: 'asc' } });
}

export function findCoachEntries(db: Client, leagueId: number, divisionId: number) {
  return db.ratingEntry.findMany({
    where: { leagueId, kind: 'coach_form', skill: { divisionId } },
    select: {
      id: true, coachLinkId: true, raterName: true, playerId: true, skillId: true, originalValue: true, scaleMin: true, scaleMax: true, lowIsBest: true,
      rating: true, comment: true, ratedOn: true, standardised: true,
      player: { select: { name: true } }, skill: { select: { name: true, normalizationFactor: true } }, coachLink: { select: { team: { select: { name: true } } } },
    },
    orderBy: { id: 'asc' },
  });
}
