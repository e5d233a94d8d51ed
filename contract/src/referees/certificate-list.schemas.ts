import { z } from 'zod';
import { requiredIdSchema } from '../fields/id-fields.js';
import type { CertificationRequirement } from './certification.schemas.js';
import { calendarDaySchema } from './certification.schemas.js';

/** GET referees/certificates/?level=&on=&expiring_within=: the referee list's certification filters. */
export const certificateListQuerySchema = z.object({
  level: requiredIdSchema('Level', 'Choose the level (level=).').optional(),
  on: calendarDaySchema('Date (on=)').optional(),
  expiring_within: z.coerce
    .number({ error: 'Expiring within must be a number of days.' })
    .int('Expiring within must be a whole number of days.')
    .min(0, 'Expiring within must be 0 days or more.')
    .max(3660, 'Expiring within must be at most 3660 days.')
    .optional(),
});
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;

/** A certification level as GET/POST/PUT referees/certification_levels/ answer it. */
export interface CertificationLevelDto {
  id: number;
  name: string;
  edition: string;
  requirements: CertificationRequirement[];
  validity_days: number | null;
  valid_until: string | null;
  created_at: string;
}

/** One certificate valid on the day asked, for the managers' referee list. */
export interface CertificateListItemDto {
  code: string;
  referee_id: number;
  referee_name: string;
  level_id: number;
  level: string;
  valid_from: string;
  valid_until: string;
  /** Whole days from the day asked to the last valid day (0: the last valid day). */
  expires_in_days: number;
}

export interface CertificateListDto {
  on: string;
  count: number;
  results: CertificateListItemDto[];
}
