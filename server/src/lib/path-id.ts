import { isIdKey } from '@league/contract';
import { AppError } from './app-error.js';

/**
 * The `:id` of a path; anything that is not an id in the contract's range (a positive int4)
 * cannot name a row, so it is a 404, like another league's id.
 */
export function parseIdParam(value: string | string[] | undefined, what: string): number {
  if (typeof value !== 'string' || !isIdKey(value)) throw AppError.notFound(what);
  return Number(value);
}
