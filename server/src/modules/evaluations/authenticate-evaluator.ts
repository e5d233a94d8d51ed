import type { RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import { hashTokenKey } from '../../lib/tokens.js';
import { findEvaluatorByTokenHash } from './access-codes.repository.js';

/** A volunteer scoring on a phone: a principal of its own, never a user (decision 0057). */
export interface EvaluatorPrincipal {
  id: number;
  name: string;
  eventId: number;
  leagueId: number;
  divisionId: number;
  /** The code they joined with was revoked: they may read, but their scores are refused. */
  revoked: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    evaluator?: EvaluatorPrincipal;
  }
}

const tokenPattern = /^Token\s+([A-Za-z0-9]+)$/;

/** Reads `Authorization: Token <key>` as the user middleware does, against evaluators' tokens only. */
export function authenticateEvaluator(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const match = tokenPattern.exec(req.get('authorization')?.trim() ?? '');
    if (!match) return next(AppError.unauthorized('Join the evaluation with its access code first.'));
    const row = await findEvaluatorByTokenHash(db, hashTokenKey(match[1]!));
    if (!row) return next(AppError.unauthorized('This phone is not joined to an evaluation day. Type the access code again.'));
    req.evaluator = {
      id: row.id,
      name: row.name,
      eventId: row.eventId,
      leagueId: row.event.leagueId,
      divisionId: row.event.divisionId,
      revoked: row.accessCode.revokedAt !== null,
    };
    next();
  };
}

export function currentEvaluator(req: { evaluator?: EvaluatorPrincipal }): EvaluatorPrincipal {
  if (!req.evaluator) throw AppError.unauthorized();
  return req.evaluator;
}
