import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../lib/app-error.js';
import { Prisma } from '../generated/prisma/client.js';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `No API route matches ${req.method} ${req.path}.`, 'route_not_found'));
};

/** The one place errors become answers: {error, code?, details?}. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = toAppError(err);
  if (known) {
    if (known.retryAfterSeconds !== undefined) res.set('Retry-After', String(Math.ceil(known.retryAfterSeconds)));
    res.status(known.status).json({ error: known.message, code: known.code, details: known.details });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
};

function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError) {
    const message = err.code === 'LIMIT_FILE_SIZE' ? 'The uploaded file is too large.' : `Upload rejected: ${err.message}.`;
    return AppError.badRequest(message, { field: err.field }, 'upload_error');
  }
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    if (err.code === 'P2025') return AppError.notFound('The record');
    if (err.code === 'P2002') return AppError.badRequest('A record with the same unique value already exists.', { target: err.meta?.target }, 'duplicate');
    if (err.code === 'P2003') return AppError.badRequest('A referenced record does not exist.', undefined, 'foreign_key');
  }
  const body = err as { type?: string; status?: number };
  if (body?.type === 'entity.parse.failed') return AppError.badRequest('The request body is not valid JSON.', undefined, 'invalid_json');
  if (body?.type === 'entity.too.large') return new AppError(413, 'The request body is too large.', 'too_large');
  return null;
}
