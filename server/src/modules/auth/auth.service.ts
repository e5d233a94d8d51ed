import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { UserType } from '../../generated/prisma/enums.js';
import type { LoginInput, RegisterLeagueInput } from '@league/contract';
import * as repo from './auth.repository.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import { toUserDto } from './user-dto.js';

export interface AuthContext {
  db: Db;
  tokenTtlHours: number;
}


/** Checks the credentials and issues a token; `allowed` limits which user types may use this door. */
export async function logIn(ctx: AuthContext, input: LoginInput, allowed: UserType[], deniedMessage: string) {
  const user = await repo.findUserByUsername(ctx.db, input.username);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? dummyHash);
  if (!user || !valid || !user.isActive) throw AppError.badRequest('Invalid username or password.', undefined, 'invalid_credentials');
  if (!allowed.includes(user.userType)) throw AppError.forbidden(deniedMessage);
  await repo.deleteExpiredTokens(ctx.db, user.id);
  const token = await repo.createToken(ctx.db, user.id, ctx.tokenTtlHours);
  return { token, user: toUserDto(user) };
}

export async function logOut(ctx: AuthContext, tokenId: number): Promise<void> {
  await repo.deleteToken(ctx.db, tokenId);
}

/** Creates a league and its first administrator, then logs them in. */
export async function registerLeague(ctx: AuthContext, input: RegisterLeagueInput) {
  const taken = await repo.findTakenIdentity(ctx.db, { username: input.username, email: input.email, leagueName: input.league_name });
  if (taken.leagueName) throw AppError.badRequest('A league with this name already exists.', { fields: { league_name: 'taken' } }, 'league_name_taken');
  if (taken.username) throw AppError.badRequest('This username is already taken.', { fields: { username: 'taken' } }, 'username_taken');
  if (taken.email) throw AppError.badRequest('An account with this email already exists.', { fields: { email: 'taken' } }, 'email_taken');
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await ctx.db.$transaction(async (tx) => {
    const league = await repo.createLeague(tx, input.league_name);
    const created = await repo.createLeagueAdmin(tx, league.id, {
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
    });
    return { user: created, token: await repo.createToken(tx, created.id, ctx.tokenTtlHours) };
  });
  return { token, user: toUserDto(user) };
}
