import { z } from 'zod';
import { isBlank } from './blank.js';

/** A flag in a query string: true/1, false/0, or blank for false. */
export const booleanQuerySchema = (label: string) =>
  z.unknown().optional().transform((v, ctx) => {
    if (isBlank(v)) return false;
    if (typeof v === 'string' && ['true', '1'].includes(v.toLowerCase())) return true;
    if (typeof v === 'string' && ['false', '0'].includes(v.toLowerCase())) return false;
    if (typeof v === 'boolean') return v;
    ctx.addIssue({ code: 'custom', message: `${label} must be true or false.` });
    return z.NEVER;
  });
