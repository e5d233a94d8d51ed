import { AppError } from './app-error.js';

/** The `:id` of a path; anything that is not a positive integer cannot name a row, so it is a 404. */
export function parseIdParam(value: string | string[] | undefined, what: string): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id <= 0) throw AppError.notFound(what);
  return id;
}
