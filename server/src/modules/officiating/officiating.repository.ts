import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

/** Assignments that hold a slot: told to the referee (published, accepted) or only proposed. */
export const liveStatuses = ['proposed', 'published', 'accepted'];
/** Assignments a referee was told about. */
export const toldStatuses = ['published', 'accepted'];

export function findDivisionOfficials(db: Client, divisionIds: number[]) {
  return db.divisionOfficial.findMany({ where: { divisionId: { in: divisionIds } }, orderBy: [{ divisionId: 'asc' }, { position: 'asc' }] });
}

export async function replaceDivisionOfficials(tx: Prisma.TransactionClient, leagueId: number, divisionId: number, rows: { role: string; minLevelId: number; youthAllowed: boolean; feeCents: number }[]) {
  await tx.divisionOfficial.deleteMany({ where: { divisionId } });
  await tx.divisionOfficial.createMany({ data: rows.map((r, position) => ({ ...r, position, leagueId, divisionId })) });
}

export async function replaceRelations(tx: Prisma.TransactionClient, refereeId: number, playerIds: number[], teamIds: number[]) {
  await tx.refereeChild.deleteMany({ where: { refereeId } });
  await tx.refereeTeam.deleteMany({ where: { refereeId } });
  await tx.refereeChild.createMany({ data: playerIds.map((playerId) => ({ refereeId, playerId })) });
  await tx.refereeTeam.createMany({ data: teamIds.map((teamId) => ({ refereeId, teamId })) });
}

export function findAvailability(db: Client, userId: number) {
  return db.refereeAvailability.findUnique({ where: { userId } });
}

export function upsertAvailability(db: Client, data: { userId: number; leagueId: number; weekly: object; datesOff: string[]; maxGamesPerDay: number | null }) {
  const { userId, ...rest } = data;
  return db.refereeAvailability.upsert({ where: { userId }, create: data, update: rest });
}

/** The league's referees with everything the optimizer reads about them. */
export function findRefereesForOfficiating(db: Client, leagueId: number) {
  return db.user.findMany({
    where: { leagueId, isActive: true, userType: { in: ['referee', 'referee_admin'] } },
    select: {
      id: true, firstName: true, lastName: true, username: true, email: true, dateOfBirth: true,
      certificates: { select: { levelId: true, validFrom: true, validUntil: true, revokedAt: true } },
      availability: true,
      childRelations: { select: { playerId: true } },
      teamRelations: { select: { teamId: true } },
      _count: { select: { officialAssignments: { where: { status: 'accepted' } } } },
    },
    orderBy: { id: 'asc' },
  });
}

/** A season's games in time order with what the assignor reads about each, the places they need and the officials they hold (declines left out). */
export function findSeasonGamesWithOfficials(db: Client, seasonId: number) {
  return db.scheduleGame.findMany({
    where: { seasonId },
    select: {
      id: true, date: true, startMinute: true, endMinute: true, divisionId: true,
      division: { select: { name: true, officials: { select: { role: true }, orderBy: { position: 'asc' } } } },
      homeTeam: { select: { name: true } },
      awayTeam: { select: { name: true } },
      venue: { select: { name: true } },
      officials: {
        where: { status: { in: liveStatuses } },
        select: { id: true, role: true, status: true, referee: { select: { id: true, firstName: true, lastName: true, username: true } } },
        orderBy: { id: 'asc' },
      },
    },
    orderBy: [{ date: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }],
  });
}

/** Every referee of the league by name, the inactive too: an old assignment still names its referee. */
export function findRefereeNames(db: Client, leagueId: number) {
  return db.user.findMany({
    where: { leagueId, userType: { in: ['referee', 'referee_admin'] } },
    select: { id: true, firstName: true, lastName: true, username: true },
    orderBy: { id: 'asc' },
  });
}

/** The names of these users, whatever they are now: a statement names whoever held the game. */
export function findUserNames(db: Client, ids: number[]) {
  return db.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true, username: true } });
}

export function findSeasonAssignments(db: Client, seasonId: number) {
  return db.officialAssignment.findMany({ where: { game: { seasonId } }, orderBy: { id: 'asc' } });
}

/** Locks one assignment's row for the rest of the transaction (a decline and an assignor's change queue here). */
export async function lockAssignment(tx: Prisma.TransactionClient, id: number): Promise<void> {
  await tx.$queryRawUnsafe('SELECT id FROM official_assignments WHERE id = $1 FOR UPDATE', id);
}

/** A referee's calendar link: a calendar_feeds row of kind 'referee' and no season (decision 0176). */
const refereeFeed = (refereeId: number) => ({ kind: 'referee', subject: String(refereeId) });

/** Locks the referee's row: two "make a new link" at once queue here and leave one working link. */
export async function lockReferee(tx: Prisma.TransactionClient, refereeId: number): Promise<void> {
  await tx.$queryRawUnsafe('SELECT id FROM users WHERE id = $1 FOR UPDATE', refereeId);
}

export function findLiveRefereeFeed(db: Client, refereeId: number) {
  return db.calendarFeed.findFirst({ where: { ...refereeFeed(refereeId), revokedAt: null } });
}

export async function revokeRefereeFeeds(db: Client, refereeId: number, now: Date): Promise<void> {
  await db.calendarFeed.updateMany({ where: { ...refereeFeed(refereeId), revokedAt: null }, data: { revokedAt: now } });
}

export function createRefereeFeed(tx: Prisma.TransactionClient, data: { leagueId: number; refereeId: number; token: string }) {
  return tx.calendarFeed.create({ data: { leagueId: data.leagueId, seasonId: null, ...refereeFeed(data.refereeId), token: data.token } });
}

/** Whose games a working referee link shows: a referee still active in the link's league, else nobody. */
export async function findRefereeOfFeed(db: Client, token: string) {
  const feed = await db.calendarFeed.findFirst({ where: { token, kind: 'referee', revokedAt: null }, select: { leagueId: true, subject: true, league: { select: { name: true, timeZone: true } } } });
  if (!feed) return null;
  const referee = await db.user.findFirst({ where: { id: Number(feed.subject), leagueId: feed.leagueId, isActive: true }, select: { id: true } });
  return referee ? { refereeId: referee.id, leagueId: feed.leagueId, leagueName: feed.league.name, timeZone: feed.league.timeZone } : null;
}

const contact = { id: true, email: true, firstName: true, lastName: true, username: true } as const;

/** These users' names and email addresses (null when none is stored). */
export function findUserContacts(db: Client, ids: number[]) {
  return db.user.findMany({ where: { id: { in: ids } }, select: contact });
}

/** The league's active administrators with an email address: the assignor when nobody is named. */
export function findLeagueAdminContacts(db: Client, leagueId: number) {
  return db.user.findMany({ where: { leagueId, userType: 'admin', isActive: true, email: { not: null } }, select: contact });
}

/** What the assignor allows for a season's officials; null when never set. */
export function findSeasonOfficialsSettings(db: Client, seasonId: number) {
  return db.seasonOfficialsSettings.findUnique({ where: { seasonId } });
}

export function upsertSeasonOfficialsSettings(db: Client, data: { seasonId: number; leagueId: number; selfAssign: boolean; setById: number }) {
  const { seasonId, ...rest } = data;
  return db.seasonOfficialsSettings.upsert({ where: { seasonId }, create: data, update: rest });
}

/** The league's seasons whose referees may take open places themselves, with who allowed it. */
export function findSelfAssignSeasons(db: Client, leagueId: number) {
  return db.seasonOfficialsSettings.findMany({ where: { leagueId, selfAssign: true }, select: { seasonId: true, setById: true, season: { select: { name: true } } } });
}
