import { z } from 'zod';
import { AppError } from './app-error.js';

// Ids arrive as JSON numbers from the clients but as strings from selects, query strings and paths.
const toNumber = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
};

/** A required id field; every problem (missing, empty, not a positive integer) gets `message`. */
export function idField(message: string) {
  return z.preprocess(toNumber, z.number({ error: message }).int({ error: message }).positive({ error: message }));
}

/** An optional id in a query string or body: absent or empty means "not given". */
export function optionalIdField(message: string) {
  return z.preprocess(toNumber, z.number({ error: message }).int({ error: message }).positive({ error: message }).optional());
}

/** A number that may arrive as a numeric string; blank counts as absent. */
export function numberField<T extends z.ZodType>(schema: T) {
  return z.preprocess(toNumber, schema);
}

/** The `:id` of a path; anything that is not a positive integer cannot name a row, so it is a 404. */
export function parseIdParam(value: string | string[] | undefined, what: string): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id <= 0) throw AppError.notFound(what);
  return id;
}
