import { z } from 'zod';

// Field schemas shared by the players and teams modules. Query strings arrive as text
// and clients send '' or null for "not chosen", so blanks mean "not given".

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

function toPositiveInt(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** A required id: absent or blank gives `requiredMessage`, anything else not a positive integer names the field. */
export const requiredIdSchema = (label: string, requiredMessage: string) =>
  z.unknown().transform((v, ctx) => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const id = toPositiveInt(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a positive whole number.` });
      return z.NEVER;
    }
    return id;
  });

function optionalId(label: string, blankValue: null | undefined) {
  return z.unknown().transform((v, ctx): number | typeof blankValue => {
    if (v === undefined) return undefined;
    if (isBlank(v)) return blankValue;
    const id = toPositiveInt(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a positive whole number.` });
      return z.NEVER;
    }
    return id;
  });
}

/** An optional id: blank or absent → undefined. */
export const optionalIdSchema = (label: string) => optionalId(label, undefined).optional() as z.ZodType<number | undefined, unknown>;

/** An id a body may clear: blank → null, absent → undefined. */
export const nullableIdSchema = (label: string) => optionalId(label, null).optional() as z.ZodType<number | null | undefined, unknown>;

export const booleanQuerySchema = (label: string) =>
  z.unknown().optional().transform((v, ctx) => {
    if (isBlank(v)) return false;
    if (typeof v === 'string' && ['true', '1'].includes(v.toLowerCase())) return true;
    if (typeof v === 'string' && ['false', '0'].includes(v.toLowerCase())) return false;
    if (typeof v === 'boolean') return v;
    ctx.addIssue({ code: 'custom', message: `${label} must be true or false.` });
    return z.NEVER;
  });

/** additional_data arrives as an object or as a JSON string holding one. */
export const additionalDataSchema = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return {};
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Additional data must be valid JSON.' });
      return z.NEVER;
    }
  },
  z.record(z.string(), z.unknown(), { error: 'Additional data must be a JSON object.' }),
);
