import type { RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import { systemClock } from '../../lib/deps.js';
import { hashTokenKey } from '../../lib/tokens.js';
import { findEvaluatorByTokenHash } from './access-codes.repository.js';

/** A volunteer scoring on a phone: a principal of its own, never a user (decision 0057). */
export interface EvaluatorPrincipal {
  id: number;
  name: string;
  eventId: number;
  leagueId: number;
  divisionId: number;
}

/**
 * How long a phone stays joined (decision 0107): a whole day in a gym, 07:00 to 23:00, from the
 * moment of joining. There is no league time zone to end it at midnight, and a fixed span cannot
 * be fooled by a phone's clock. A later day (or a phone kept overnight) joins again with a code.
 */
export const evaluatorSessionHours = 16;
const hourMs = 3_600_000;

declare module 'express-serve-static-core' {
  interface Request {
    evaluator?: EvaluatorPrincipal;
  }
}

const tokenPattern = /^Token\s+([A-Za-z0-9]+)$/;

/**
 * Reads `Authorization: Token <key>` as the user middleware does, against evaluators' tokens only.
 * A revoked code ends its evaluators' sessions at once, for reading as for scoring; so does the
 * end of the session's hours. Both are a 401 with a sentence: the phone keeps its waiting scores
 * and asks the evaluator to join again (decision 0060).
 */
export function authenticateEvaluator(db: Db, clock: () => Date = systemClock): RequestHandler {
  return async (req, _res, next) => {
    const match = tokenPattern.exec(req.get('authorization')?.trim() ?? '');
    if (!match) return next(AppError.unauthorized('Join the evaluation with its access code first.'));
    const row = await findEvaluatorByTokenHash(db, hashTokenKey(match[1]!));
    if (!row) return next(AppError.unauthorized('This phone is not joined to an evaluation day. Type the access code again.'));
    if (row.accessCode.revokedAt) {
      return next(new AppError(401, 'The access code you joined with was withdrawn by the organiser. Ask them for a new code; your scores stay on this phone.', 'code_revoked'));
    }
    if (clock().getTime() - row.createdAt.getTime() >= evaluatorSessionHours * hourMs) {
      return next(new AppError(401, `This phone joined more than ${evaluatorSessionHours} hours ago, so its session has ended. Type the access code again to keep scoring; your scores stay on this phone.`, 'session_expired'));
    }
    req.evaluator = { id: row.id, name: row.name, eventId: row.eventId, leagueId: row.event.leagueId, divisionId: row.event.divisionId };
    next();
  };
}

export function currentEvaluator(req: { evaluator?: EvaluatorPrincipal }): EvaluatorPrincipal {
  if (!req.evaluator) throw AppError.unauthorized();
  return req.evaluator;
}
