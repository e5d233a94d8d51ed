import { z } from 'zod';

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
