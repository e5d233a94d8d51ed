import { randomUUID } from 'node:crypto';
import type { Db } from '../lib/db/database.js';
import type { UserType } from '../generated/prisma/enums.js';
import { createToken } from '../modules/auth/auth.repository.js';
import { hashPassword } from '../modules/auth/passwords.js';

/** A short unique suffix so every test's rows are its own, on a shared database too. */
export const unique = (prefix = '') => `${prefix}${randomUUID().slice(0, 8)}`;

export async function createLeague(db: Db, name = unique('League ')) {
  return db.league.create({ data: { name } });
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  leagueId: number;
  token: string;
  /** Headers for supertest: `.set(user.auth)`. */
  auth: { Authorization: string };
}

export async function createUser(
  db: Db,
  options: { leagueId?: number; userType?: UserType; password?: string; username?: string } = {},
): Promise<TestUser> {
  const leagueId = options.leagueId ?? (await createLeague(db)).id;
  const password = options.password ?? 'correct-horse-battery';
  const username = options.username ?? unique('user_');
  const user = await db.user.create({
    data: {
      username,
      email: `${username}@example.org`,
      passwordHash: await hashPassword(password),
      userType: options.userType ?? 'admin',
      leagueId,
    },
  });
  const token = await createToken(db, user.id, 1);
  return { id: user.id, username, password, leagueId, token, auth: { Authorization: `Token ${token}` } };
}

/** A league with an administrator, the usual start of an admin-API test. */
export async function createAdminInNewLeague(db: Db) {
  return createUser(db, { userType: 'admin' });
}
