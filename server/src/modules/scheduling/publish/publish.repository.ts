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

const feedSelect = { id: true, kind: true, subject: true, seasonId: true, revokedAt: true, season: { select: { name: true, leagueId: true, league: { select: { name: true, timeZone: true } } } } } as const;
/** The season's links: a referee's link has no season and is served by the officials (decision 0176). */
const seasonKinds = { in: ['team', 'family', 'coach'] };

type FeedRow = NonNullable<Awaited<ReturnType<typeof findFeedRow>>>;
const findFeedRow = (db: Client, where: { token: string; revokedAt?: null }) => db.calendarFeed.findFirst({ where: { ...where, kind: seasonKinds }, select: feedSelect });
const withSeason = (feed: FeedRow | null) => (feed?.season && feed.seasonId !== null ? { ...feed, seasonId: feed.seasonId, season: feed.season } : null);

/** A working feed link and its season, for the public calendar. */
export async function findLiveFeed(db: Client, token: string) {
  return withSeason(await findFeedRow(db, { token, revokedAt: null }));
}

/** A feed link withdrawn or not, for the public page (which tells a withdrawn link apart). */
export async function findFeed(db: Client, token: string) {
  return withSeason(await findFeedRow(db, { token }));
}

export async function revokeFeed(db: Client, seasonId: number, id: number, now: Date): Promise<number> {
  const { count } = await db.calendarFeed.updateMany({ where: { id, seasonId, revokedAt: null }, data: { revokedAt: now } });
  return count;
}

export function findLiveFeeds(db: Client, seasonId: number) {
  return db.calendarFeed.findMany({ where: { seasonId, revokedAt: null }, orderBy: [{ kind: 'asc' }, { id: 'asc' }] });
}

/** Each working link's subject and token, for making the links a publication still lacks. */
export function findLiveFeedTokens(db: Client, seasonId: number) {
  return db.calendarFeed.findMany({ where: { seasonId, revokedAt: null }, select: { kind: true, subject: true, token: true } });
}

export async function insertFeeds(tx: Client, feeds: Prisma.CalendarFeedCreateManyInput[]): Promise<void> {
  await tx.calendarFeed.createMany({ data: feeds });
}
