import multer from 'multer';
import type { RequestHandler } from 'express';
import { refuseUnstorableText } from './refuse-unstorable-text.js';

/**
 * A body the multipart parser (busboy, under multer) could not read: a part header without a
 * colon, a NUL in a file name, a form cut short, no boundary. translate-error answers it 400.
 */
export class MalformedMultipartError extends Error {
  override name = 'MalformedMultipartError';
  constructor(override readonly cause: Error) {
    super(cause.message);
  }
}

/** The disk's own failures (ENOSPC writing a temporary file) stay server errors. */
const isSystemError = (err: unknown) => typeof (err as { syscall?: unknown } | null)?.syscall === 'string';

/**
 * Every upload route receives its file through here: multer's `upload`, then the NUL check on
 * the form fields (read only now). `answerError` may give one of multer's errors the route's own
 * sentence (its size limit); the parser's errors, which are plain Errors, become
 * MalformedMultipartError so a malformed request is a 400, never a 500.
 */
export function receiveMultipart(upload: RequestHandler, answerError: (err: multer.MulterError) => unknown = (err) => err): RequestHandler {
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) refuseUnstorableText(req, res, next);
      else if (err instanceof multer.MulterError) next(answerError(err));
      else if (err instanceof Error && !isSystemError(err)) next(new MalformedMultipartError(err));
      else next(err);
    });
  };
}
