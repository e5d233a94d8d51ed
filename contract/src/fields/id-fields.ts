import { z } from 'zod';
import { isBlank } from './blank.js';

// The one rule for id fields. Ids arrive as JSON numbers from the clients but as strings from
// selects, query strings and paths; blank ('' or null) means "not chosen". Every id column is
// a PostgreSQL int4, so anything above its range could name no row and would crash the query.

export const maxId = 2147483647;

const toNumber = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
};

/** A required id field; every problem (missing, empty, not a positive integer, too large) gets `message`. */
export function idField(message: string) {
  return z.preprocess(toNumber, z.number({ error: message }).int({ error: message }).positive({ error: message }).max(maxId, { error: message }));
}

/** An optional id in a query string or body: absent or empty means "not given". */
export function optionalIdField(message: string) {
  return idField(message).optional();
}

/** A number that may arrive as a numeric string; blank counts as absent. The schema bounds it. */
export function numberField<T extends z.ZodType>(schema: T) {
  return z.preprocess(toNumber, schema);
}

/** The id in `v`, or the sentence naming `label` that says what is wrong with it. */
function readId(v: unknown, label: string): number | string {
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) return `${label} must be a positive whole number.`;
  if (n > maxId) return `${label} must be at most ${maxId}.`;
  return n;
}

function checkedId(v: unknown, label: string, ctx: z.RefinementCtx): number {
  const id = readId(v, label);
  if (typeof id === 'number') return id;
  ctx.addIssue({ code: 'custom', message: id });
  return z.NEVER;
}

// The published API document (JSON Schema) cannot see through a transform: say what is sent.
const idOnTheWire = (type: string[]) => ({
  type: type.length === 1 ? type[0] : type,
  minimum: 1,
  maximum: maxId,
  description: 'An id: a positive whole number (a string of digits is read as one).',
});

/** A required id: absent or blank gives `requiredMessage`, anything else not a valid id names the field. */
export const requiredIdSchema = (label: string, requiredMessage: string) =>
  z
    .unknown()
    .transform((v, ctx) => {
      if (!isBlank(v)) return checkedId(v, label, ctx);
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    })
    .meta(idOnTheWire(['integer']));

function optionalId(label: string, blankValue: null | undefined) {
  return z
    .unknown()
    .transform((v, ctx): number | typeof blankValue => {
      if (v === undefined) return undefined;
      return isBlank(v) ? blankValue : checkedId(v, label, ctx);
    })
    .meta(idOnTheWire(blankValue === null ? ['integer', 'null'] : ['integer']));
}

/** An optional id: blank or absent → undefined. */
export const optionalIdSchema = (label: string) => optionalId(label, undefined).optional() as z.ZodType<number | undefined, unknown>;

/** An id a body may clear: blank → null, absent → undefined. */
export const nullableIdSchema = (label: string) => optionalId(label, null).optional() as z.ZodType<number | null | undefined, unknown>;

/** Keys of a map from ids (ratings keyed by skill id): digits within the id range. */
export const isIdKey = (key: string) => /^\d{1,10}$/.test(key) && Number(key) > 0 && Number(key) <= maxId;

/**
 * A JSON object keyed by ids. The keys are checked on the whole object because zod reports
 * a bad record key as "Invalid key in record", losing our sentence.
 */
export function idKeyedRecord<V extends z.ZodType>(value: V, keyMessage: string, error?: string) {
  return z.record(z.string(), value, error ? { error } : undefined).refine((record) => Object.keys(record).every(isIdKey), keyMessage);
}
