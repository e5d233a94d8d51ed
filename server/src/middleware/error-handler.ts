import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../lib/app-error.js';
import { toAppError } from './translate-error.js';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `No API route matches ${req.method} ${req.path}.`, 'route_not_found'));
};

/** The one place errors become answers: {error, code?, details?}. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = toAppError(err, req.body);
  if (known) {
    if (known.retryAfterSeconds !== undefined) res.set('Retry-After', String(Math.ceil(known.retryAfterSeconds)));
    res.status(known.status).json({ error: known.message, code: known.code, details: known.details });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
};
