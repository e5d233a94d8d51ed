import type { RequestHandler } from 'express';
import type { Prisma } from '../generated/prisma/client.js';
import type { UserType } from '../generated/prisma/enums.js';
import { currentUser, type AuthUser } from '../middleware/authenticate.js';
import { AppError } from './app-error.js';
import type { Db } from './db/database.js';
import { leagueRowFinders } from './league-scope.repository.js';

// Who may do what, one guard per rule. Ids from paths, bodies and queries are only used after
// these checks; another league's id answers the same 404 as an id that does not exist, so a
// user can't learn anything about other leagues' data.

/** What every league-scoped service takes: built from the authenticated user, never from input. */
export interface LeagueContext {
  db: Db;
  user: AuthUser;
  leagueId: number;
}

/** The context of an authenticated request; routers build it once per request, after authenticate. */
export function leagueContext(db: Db, req: { user?: AuthUser }): LeagueContext {
  const user = currentUser(req);
  return { db, user, leagueId: user.leagueId };
}

type Client = Db | Prisma.TransactionClient;
/** The guards also run inside transactions: pass `{ ...ctx, db: tx }`. */
type ScopeContext = { db: Client; leagueId: number };

export type LeagueRule = keyof typeof leagueRowFinders;
type RowOf<K extends LeagueRule> = Awaited<ReturnType<(typeof leagueRowFinders)[K]>>[number];

/** What a rule's 404 calls the row; the rows themselves come from `league-scope.repository.ts`. */
const labels: Record<LeagueRule, string> = {
  season: 'Season',
  division: 'Division',
  team: 'Team',
  skill: 'Skill',
  player: 'Player',
  rating: 'Player skill rating',
  quiz: 'Quiz',
  question: 'Question',
  referee: 'Referee',
  evaluation: 'Evaluation day',
  certificationLevel: 'Certification level',
  flag: 'Flag',
};

/** The 404 of a rule, for rows a service hides for another reason (e.g. a draft quiz from a referee). */
export function notFoundIn(kind: LeagueRule): AppError {
  return AppError.notFound(labels[kind]);
}

/** Every id must name a row of the caller's league; one query whatever the count. */
export async function requireAllInLeague<K extends LeagueRule>(ctx: ScopeContext, kind: K, ids: number[]): Promise<RowOf<K>[]> {
  const wanted = [...new Set(ids)];
  const rows = (await leagueRowFinders[kind](ctx.db, ctx.leagueId, wanted)) as RowOf<K>[];
  if (rows.length !== wanted.length) throw notFoundIn(kind);
  return rows;
}

export async function requireInLeague<K extends LeagueRule>(ctx: ScopeContext, kind: K, id: number): Promise<RowOf<K>> {
  const [row] = await requireAllInLeague(ctx, kind, [id]);
  return row!;
}

/** A `league` field in a body or query may only name the caller's own league. */
export function requireOwnLeague(ctx: { leagueId: number }, given: number | null | undefined): void {
  if (given != null && given !== ctx.leagueId) throw AppError.notFound('League');
}

/** The optional division, team and season filters of a list query, checked in parallel. */
export async function requireFiltersInLeague(ctx: ScopeContext, ids: { division?: number; team?: number; season?: number }) {
  const [division, team, season] = await Promise.all([
    ids.division ? requireInLeague(ctx, 'division', ids.division) : null,
    ids.team ? requireInLeague(ctx, 'team', ids.team) : null,
    ids.season ? requireInLeague(ctx, 'season', ids.season) : null,
  ]);
  return { division, team, season };
}

/** The league-admin API. */
export const leagueAdmins: readonly UserType[] = ['admin'];
/** Referee administration (the referee list, quizzes): referee administrators and the league's administrators. */
export const refereeManagers: readonly UserType[] = ['referee_admin', 'admin'];

export function hasRole(user: { userType: UserType }, roles: readonly UserType[]): boolean {
  return roles.includes(user.userType);
}

/** Use after authenticate: other user types get a 403 with the given sentence. */
export function requireRole(roles: readonly UserType[], deniedMessage?: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(AppError.unauthorized());
    if (!hasRole(req.user, roles)) return next(AppError.forbidden(deniedMessage));
    next();
  };
}

/** Only a league's administrator appoints its referee administrators (decision 0052). */
export function requireLeagueAdmin(deniedMessage = 'Only league administrators can add referee administrators.'): RequestHandler {
  return requireRole(leagueAdmins, deniedMessage);
}

/** Quizzes are run by referee administrators; a league administrator of the same league may too. */
export function requireQuizManager(deniedMessage = 'Only referee administrators and league administrators can manage quizzes.'): RequestHandler {
  return requireRole(refereeManagers, deniedMessage);
}

/** Certification levels, clinics, revocations and the eligibility list: referee administrators and league administrators. */
export function requireCertificationManager(deniedMessage = 'Only referee administrators and league administrators can manage certification.'): RequestHandler {
  return requireRole(refereeManagers, deniedMessage);
}

/**
 * Officials for games: the assignor's board, auto-assign, publishing, pay, and what each division's
 * games need. Referee administrators (the league's referee coordinator, often its assignor) and the
 * league's administrators (decision 0195).
 */
export function requireOfficialsAssignor(deniedMessage = 'Only league administrators and referee administrators assign officials.'): RequestHandler {
  return requireRole(refereeManagers, deniedMessage);
}

/**
 * The league's seasons and their divisions, read-only: league administrators, and referee
 * administrators, who choose a season's games to assign officials to (decision 0195). Creating,
 * changing and deleting them stays with league administrators.
 */
export function requireSeasonsReader(deniedMessage = 'Only league administrators and referee administrators can see the seasons and divisions.'): RequestHandler {
  return requireRole(refereeManagers, deniedMessage);
}

/** A certificate's PDF: its referee, or the league's managers (another referee's is a 404, not a 403). */
export function canReadCertificate(user: { id: number; userType: UserType }, ownerId: number): boolean {
  return user.id === ownerId || hasRole(user, refereeManagers);
}
