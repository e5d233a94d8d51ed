import type { RequestHandler } from 'express';
import type { Db } from '../lib/db/database.js';
import { AppError } from '../lib/app-error.js';
import { hashTokenKey } from '../lib/tokens.js';
import { findTokenWithUser } from './auth-token.repository.js';
import type { UserType } from '../generated/prisma/enums.js';

export interface AuthUser {
  id: number;
  username: string;
  userType: UserType;
  leagueId: number;
  tokenId: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

const tokenPattern = /^Token\s+([A-Za-z0-9]+)$/;

/** Reads `Authorization: Token <key>`; a missing, unknown or expired key is a 401. */
export function authenticate(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (!header) return next(AppError.unauthorized('Authentication credentials were not provided.'));
    const match = tokenPattern.exec(header.trim());
    if (!match) return next(AppError.unauthorized('The Authorization header must read "Token <key>".'));
    const token = await findTokenWithUser(db, hashTokenKey(match[1]!));
    if (!token || !token.user.isActive) return next(AppError.unauthorized('Invalid token.'));
    if (token.expiresAt.getTime() <= Date.now()) return next(AppError.unauthorized('Your session has expired. Please log in again.'));
    const { user } = token;
    req.user = { id: user.id, username: user.username, userType: user.userType, leagueId: user.leagueId, tokenId: token.id };
    next();
  };
}

/** The authenticated user; routers call it after authenticate so the type is never undefined. */
export function currentUser(req: { user?: AuthUser }): AuthUser {
  if (!req.user) throw AppError.unauthorized();
  return req.user;
}
