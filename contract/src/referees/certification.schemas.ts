import { z } from 'zod';
import { nameText } from '../fields/name-field.js';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';
import { requiredIdSchema } from '../fields/id-fields.js';

/** A calendar day YYYY-MM-DD that exists, within the accepted years. */
export const calendarDaySchema = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2027-08-31.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2027-08-31.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a real day.`)
    .refine(isYearInRange, yearRangeMessage(label));

/** One requirement of a certification level (decision 0061). */
export const certificationRequirementSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('quiz'), quiz_id: requiredIdSchema('Quiz', 'Choose the quiz to pass.') }),
    z.object({ kind: z.literal('category'), category: z.string({ error: 'Category must be text.' }).trim().min(1, 'Name the category.').max(100, 'Category must be at most 100 characters long.') }),
    z.object({ kind: z.literal('clinic') }),
    z.object({ kind: z.literal('level'), level_id: requiredIdSchema('Level', 'Choose the level that must be held first.') }),
  ],
  { error: 'Each requirement is one of: a quiz, a category, a clinic or a level held before.' },
);
export type CertificationRequirement = z.infer<typeof certificationRequirementSchema>;

/** POST referees/certification_levels/: validity is a number of days or a last valid date, one of the two. */
export const createCertificationLevelInputSchema = z
  .object({
    name: nameText('Name must be text.', 100, 'Name must be at most 100 characters long.').min(1, 'Name the level.'),
    edition: z.string({ error: 'Edition must be text.' }).trim().max(50, 'Edition must be at most 50 characters long.').default(''),
    requirements: z.array(certificationRequirementSchema, { error: 'Requirements must be a list.' }).min(1, 'A level needs at least one requirement.').max(20, 'A level has at most 20 requirements.'),
    validity_days: z.number({ error: 'Validity must be a number of days.' }).int('Validity must be a whole number of days.').min(1, 'Validity must be at least 1 day.').max(3660, 'Validity must be at most 3660 days.').optional(),
    valid_until: calendarDaySchema('Valid until').optional(),
  })
  .refine((v) => (v.validity_days === undefined) !== (v.valid_until === undefined), { message: 'Give the validity either as a number of days or as a last valid date, not both.', path: ['validity_days'] });
export type CreateCertificationLevelInput = z.infer<typeof createCertificationLevelInputSchema>;

/** POST referees/certification_levels/{id}/clinic/: the admin marks who attended the clinic and when. */
export const markClinicInputSchema = z.object({
  referee_id: requiredIdSchema('Referee', 'Choose the referee who attended.'),
  attended_on: calendarDaySchema('Clinic date'),
});
export type MarkClinicInput = z.infer<typeof markClinicInputSchema>;

/** POST referees/certificates/{code}/revoke/. */
export const revokeCertificateInputSchema = z.object({
  reason: z.string({ error: 'Reason must be text.' }).trim().min(1, 'Give the reason for revoking.').max(500, 'Reason must be at most 500 characters long.'),
});

/** GET referees/eligibility/?level=&on=&format=. */
export const eligibilityQuerySchema = z.object({
  level: requiredIdSchema('Level', 'Choose the level (level=).'),
  on: calendarDaySchema('Date (on=)'),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv.' }).default('json'),
});

export type CertificateStatus = 'valid' | 'expired' | 'revoked';

/** GET public/certificates/{code}/: exactly these fields, nothing else (decision 0062). */
export interface PublicCertificateDto {
  name: string;
  level: string;
  valid_from: string;
  valid_until: string;
  status: CertificateStatus;
}

/** One requirement of a level as one referee stands on it. */
export interface RequirementStatusDto {
  kind: CertificationRequirement['kind'];
  label: string;
  met: boolean;
}

/** A referee's standing at one level on a given day. */
export interface LevelStatusDto {
  level_id: number;
  level: string;
  requirements: RequirementStatusDto[];
  all_met: boolean;
  state: 'not_certified' | 'certified' | 'expired' | 'revoked';
  certified_until: string | null;
  expires_in_days: number | null;
  certificate_code: string | null;
}
