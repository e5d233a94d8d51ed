import { z } from 'zod';
import { booleanQuerySchema } from '../fields/query-fields.js';

/** Ratings are left out unless the admin asks: the report is meant for parents. */
export const fairnessReportQuerySchema = z.object({
  include_ratings: booleanQuerySchema('include_ratings'),
});
export type FairnessReportQuery = z.infer<typeof fairnessReportQuerySchema>;
