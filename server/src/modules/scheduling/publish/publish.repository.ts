import type { Prisma } from '../../../generated/prisma/client.js';
import type { Db } from '../../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

export function findLastVersion(db: Client, seasonId: number) {
  return db.scheduleVersion.findFirst({ where: { seasonId }, orderBy: { version: 'desc' } });
}

export async function findLeagueName(db: Client, leagueId: number): Promise<string> {
  const league = await db.league.findUniqueOrThrow({ where: { id: leagueId }, select: { name: true } });
  return league.name;
}

export async function insertVersion(tx: Client, data: Prisma.ScheduleVersionUncheckedCreateInput): Promise<void> {
  await tx.scheduleVersion.create({ data });
}

export async function markGamesPublished(tx: Client, seasonId: number): Promise<void> {
  await tx.scheduleGame.updateMany({ where: { seasonId, status: 'draft' }, data: { status: 'published' } });
}

const feedSelect = { id: true, kind: true, subject: true, seasonId: true, revokedAt: true, season: { select: { name: true, leagueId: true, league: { select: { name: true } } } } } as const;

/** A working feed link and its season, for the public calendar. */
export function findLiveFeed(db: Client, token: string) {
  return db.calendarFeed.findFirst({ where: { token, revokedAt: null }, select: feedSelect });
}

/** A feed link withdrawn or not, for the public page (which tells a withdrawn link apart). */
export function findFeed(db: Client, token: string) {
  return db.calendarFeed.findUnique({ where: { token }, select: feedSelect });
}

export async function revokeFeed(db: Client, seasonId: number, id: number, now: Date): Promise<number> {
  const { count } = await db.calendarFeed.updateMany({ where: { id, seasonId, revokedAt: null }, data: { revokedAt: now } });
  return count;
}

export function findLiveFeeds(db: Client, seasonId: number) {
  return db.calendarFeed.findMany({ where: { seasonId, revokedAt: null }, orderBy: [{ kind: 'asc' }, { id: 'asc' }] });
}
