import { z } from 'zod';
import { isBlank } from './blank.js';
import { numberField } from './id-fields.js';

/**
 * A flag in a query string: true/1, false/0, or blank for false. The meta says so to the
 * published API document, which cannot see through the transform.
 */
export const booleanQuerySchema = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (isBlank(v)) return false;
      if (typeof v === 'string' && ['true', '1'].includes(v.toLowerCase())) return true;
      if (typeof v === 'string' && ['false', '0'].includes(v.toLowerCase())) return false;
      if (typeof v === 'boolean') return v;
      ctx.addIssue({ code: 'custom', message: `${label} must be true or false.` });
      return z.NEVER;
    })
    .meta({ type: 'boolean', description: 'true or 1, false or 0; blank reads as false.' });

const pageMessage = 'page must be a whole number of 1 or more.';

/**
 * `page` (1 to 100000, default 1) and `page_size` (1 to `maxPageSize`, default 20 unless given)
 * of a paged list. Every problem with one field gets that field's one sentence, so the 400 names it.
 */
export function pageQueryFields(maxPageSize: number, defaultPageSize = 20) {
  const pageSizeMessage = `page_size must be a whole number from 1 to ${maxPageSize}.`;
  return {
    page: numberField(z.number({ error: pageMessage }).int({ error: pageMessage }).min(1, { error: pageMessage }).max(100_000, { error: 'page must be at most 100000.' })).default(1),
    page_size: numberField(
      z.number({ error: pageSizeMessage }).int({ error: pageSizeMessage }).min(1, { error: pageSizeMessage }).max(maxPageSize, { error: pageSizeMessage }),
    ).default(defaultPageSize),
  };
}
