import { z } from 'zod';

/**
 * `dry_run`: true answers what the request would do and writes nothing. Previews that exist to
 * be read first (a merge, a review) default to true; actions with a preview step default to false.
 */
export const dryRunField = (byDefault: boolean) => z.boolean({ error: 'dry_run must be true or false.' }).default(byDefault);
