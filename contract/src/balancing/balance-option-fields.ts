import { z } from 'zod';
import { requiredIdSchema } from '../fields/id-fields.js';

// The field rules every balancing input shares (balanced_teams, rebalance, place_new).
// Multipart fields arrive as strings: blanks mean "not sent", numbers are coerced.
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A required id named by its field (league_id, division_id...): the one id rule of fields/id-fields. */
export const balanceIdField = (field: string) => requiredIdSchema(field, `${field} must be a positive whole number.`);

/** A JSON document inside a form field, checked with `schema` once parsed (bad JSON fails the schema). */
export const balanceJsonField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => {
    if (value === undefined || blankToUndefined(value) === undefined) return undefined;
    try {
      return typeof value === 'string' ? JSON.parse(value) : value;
    } catch {
      return Symbol('invalid json');
    }
  }, schema.optional());

export const balanceWeightField = (field: string, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${field} must be a number between 0 and ${max}.` })
      .min(0, `${field} must be a number between 0 and ${max}.`)
      .max(max, `${field} must be a number between 0 and ${max}.`)
      .default(fallback),
  );

export const balanceFlagField = (field: string, fallback: boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim().toLowerCase()) : value),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'], { error: `${field} must be true or false.` }).transform((v) => ['true', '1', 'on'].includes(v))], { error: `${field} must be true or false.` }).default(fallback),
  );

export const balanceSeedField = z.preprocess(blankToUndefined, z.coerce.number({ error: 'seed must be a whole number.' }).int('seed must be a whole number.').min(0, 'seed must be zero or more.').max(Number.MAX_SAFE_INTEGER).optional());

const maxPerSchoolMessage = 'max_per_school must be a whole number from 1 to 30.';
/** At most this many players of one school per team; left out, no limit. */
export const maxPerSchoolField = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: maxPerSchoolMessage }).int(maxPerSchoolMessage).min(1, maxPerSchoolMessage).max(30, maxPerSchoolMessage).optional(),
);

const numberOfTeamsMessage = 'Number of teams must be between 2 and 20.';
export const numberOfTeamsField = z.coerce.number({ error: numberOfTeamsMessage }).int(numberOfTeamsMessage).min(2, numberOfTeamsMessage).max(20, numberOfTeamsMessage);

export const regionModeField = z.preprocess(blankToUndefined, z.enum(['soft', 'hard'], { error: 'region_mode must be soft or hard.' }).default('soft'));
