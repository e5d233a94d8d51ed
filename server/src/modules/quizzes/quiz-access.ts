import type { RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';
import type { UserType } from '../../generated/prisma/enums.js';

/** Referee administrators run the quizzes; a league administrator of the same league may too. */
export function canManageQuizzes(userType: UserType): boolean {
  return userType === 'referee_admin' || userType === 'admin';
}

export const manageDeniedMessage = 'Only referee administrators and league administrators can manage quizzes.';

/** Use after authenticate: lets through quiz managers, others get a 403 with the given sentence. */
export function requireQuizManager(message = manageDeniedMessage): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(AppError.unauthorized());
    if (!canManageQuizzes(req.user.userType)) return next(AppError.forbidden(message));
    next();
  };
}

/** Path ids that are not positive whole numbers can't name a row: 404, like a missing one. */
export function parseId(value: unknown, what: string): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1) throw AppError.notFound(what);
  return id;
}
