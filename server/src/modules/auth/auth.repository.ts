import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { generateTokenKey, hashTokenKey } from '../../lib/tokens.js';
import { sameTextIgnoringCase } from '../../lib/like-pattern.js';

export function findUserByUsername(db: Db, username: string) {
  return db.user.findUnique({ where: { username }, include: { league: { select: { id: true, name: true } } } });
}

export function findUserById(db: Db, id: number) {
  return db.user.findUnique({ where: { id }, include: { league: { select: { id: true, name: true } } } });
}

/** Issues a token; only its hash is stored, the key goes to the caller once. */
export async function createToken(db: Db | Prisma.TransactionClient, userId: number, ttlHours: number): Promise<string> {
  const key = generateTokenKey();
  await db.authToken.create({
    data: { userId, keyHash: hashTokenKey(key), expiresAt: new Date(Date.now() + ttlHours * 3_600_000) },
  });
  return key;
}

export async function deleteToken(db: Db, tokenId: number): Promise<void> {
  await db.authToken.deleteMany({ where: { id: tokenId } });
}

/** Expired tokens are useless; dropping them at login keeps the table small. */
export async function deleteExpiredTokens(db: Db, userId: number): Promise<void> {
  await db.authToken.deleteMany({ where: { userId, expiresAt: { lte: new Date() } } });
}

export async function findTakenIdentity(db: Db, fields: { username?: string; email?: string; leagueName?: string }) {
  const [username, email, league] = await Promise.all([
    fields.username ? db.user.findUnique({ where: { username: fields.username }, select: { id: true } }) : null,
    fields.email ? db.user.findFirst({ where: { email: sameTextIgnoringCase(fields.email) }, select: { id: true } }) : null,
    fields.leagueName ? db.league.findFirst({ where: { name: sameTextIgnoringCase(fields.leagueName) }, select: { id: true } }) : null,
  ]);
  return { username: !!username, email: !!email, leagueName: !!league };
}

export function createLeague(tx: Prisma.TransactionClient, name: string) {
  return tx.league.create({ data: { name } });
}

/** A league's first administrator, answered with the league like `findUserById`. */
export function createLeagueAdmin(
  tx: Prisma.TransactionClient,
  leagueId: number,
  fields: { username: string; email: string; passwordHash: string; firstName: string; lastName: string },
) {
  return tx.user.create({
    data: { ...fields, userType: 'admin', leagueId },
    include: { league: { select: { id: true, name: true } } },
  });
}

/** The league whose name is exactly `name` ignoring case (the name is not a pattern). */
export function findLeagueNamed(db: Db, name: string) {
  return db.league.findFirst({ where: { name: { equals: name, mode: 'insensitive' } } });
}

/** A user of any type in an existing league, as `npm run user:create` makes one. */
export function createUser(db: Db, data: Prisma.UserUncheckedCreateInput) {
  return db.user.create({ data });
}
