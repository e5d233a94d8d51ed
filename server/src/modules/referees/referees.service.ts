import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { createToken, findTakenIdentity, hashPassword, toUserDto } from '../auth/index.js';
import type { RegisterRefereeInput } from '@league/contract';
import * as repo from './referees.repository.js';
import { quizResultsByReferee, toManagedRefereeDto } from './referee-management.service.js';

export interface RefereesContext {
  db: Db;
  tokenTtlHours: number;
}

/** Creates a referee account in an existing league and logs it in. */
export async function registerReferee(ctx: RefereesContext, input: RegisterRefereeInput) {
  if (!(await repo.findLeagueById(ctx.db, input.league_id))) {
    throw AppError.badRequest('The selected league does not exist.', { fields: { league_id: 'unknown' } }, 'league_not_found');
  }
  const taken = await findTakenIdentity(ctx.db, { username: input.username, email: input.email });
  if (taken.username) throw AppError.badRequest('This username is already taken.', { fields: { username: 'taken' } }, 'username_taken');
  if (taken.email) throw AppError.badRequest('An account with this email already exists.', { fields: { email: 'taken' } }, 'email_taken');
  const user = await repo.createReferee(ctx.db, {
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.first_name,
    lastName: input.last_name,
    leagueId: input.league_id,
    phoneNumber: input.phone_number ?? null,
    dateOfBirth: input.date_of_birth ? new Date(`${input.date_of_birth}T00:00:00Z`) : null,
  });
  const token = await createToken(ctx.db, user.id, ctx.tokenTtlHours);
  return { token, user: toUserDto(user) };
}

export async function getProfile(ctx: RefereesContext, userId: number) {
  const user = await repo.findUserWithLeague(ctx.db, userId);
  if (!user) throw AppError.unauthorized();
  return toUserDto(user);
}

/** The league's referees with their extra time and, per quiz, attempts and best score. */
export async function listReferees(ctx: LeagueContext) {
  const users = await repo.listLeagueReferees(ctx.db, ctx.leagueId);
  const results = await quizResultsByReferee(ctx.db, users.map((u) => u.id));
  return { count: users.length, results: users.map((u) => ({ ...toManagedRefereeDto(u), quiz_results: results.get(u.id) ?? [] })) };
}
