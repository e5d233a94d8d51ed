import type { InviteRefereeAdminInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db/unique-rules.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { findTakenIdentity, hashPassword, toUserDto } from '../auth/index.js';
import { createRefereeAdmin, listRefereeAdmins } from './referees.repository.js';

const usernameTaken = () =>
  new AppError(409, 'This username is already taken. Choose another one for the referee administrator.', 'username_taken', { fields: { username: 'taken' } });
const emailTaken = () =>
  new AppError(409, 'An account with this email already exists. Use another email address.', 'email_taken', { fields: { email: 'taken' } });

/**
 * A league administrator creates the league's referee administrator from the web (decision
 * 0052): the account exists at once, in the admin's own league, with the first password the
 * admin passes on. An existing username or email is a conflict (409), never a second account.
 */
export async function inviteRefereeAdmin(ctx: LeagueContext, input: InviteRefereeAdminInput) {
  const taken = await findTakenIdentity(ctx.db, { username: input.username, email: input.email });
  if (taken.username) throw usernameTaken();
  if (taken.email) throw emailTaken();
  try {
    const user = await createRefereeAdmin(ctx.db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      leagueId: ctx.leagueId,
    });
    return toUserDto(user);
  } catch (err) {
    // A second request for the same name can pass the check before the first one writes.
    if (isUniqueViolation(err)) throw String(err.meta?.target ?? '').includes('email') ? emailTaken() : usernameTaken();
    throw err;
  }
}

/** The league's referee administrators, for the profile page. */
export async function listLeagueRefereeAdmins(ctx: LeagueContext) {
  const users = await listRefereeAdmins(ctx.db, ctx.leagueId);
  return { count: users.length, results: users.map(toUserDto) };
}
