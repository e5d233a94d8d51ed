import type { Db } from '../../lib/db/database.js';

/** Every league by name, id and name only: the registration forms' pick list. */
export function findLeagueChoices(db: Db) {
  return db.league.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
}

/** The league's IANA time zone, null when none is set. */
export async function findLeagueTimeZone(db: Db, leagueId: number): Promise<string | null> {
  const league = await db.league.findUniqueOrThrow({ where: { id: leagueId }, select: { timeZone: true } });
  return league.timeZone;
}

export async function updateLeagueTimeZone(db: Db, leagueId: number, timeZone: string | null): Promise<string | null> {
  const league = await db.league.update({ where: { id: leagueId }, data: { timeZone }, select: { timeZone: true } });
  return league.timeZone;
}
