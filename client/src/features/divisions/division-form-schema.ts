import { z } from 'zod';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const ageField = (label: string) => {
  const message = `${label} must be a whole number between 0 and 99.`;
  // A blank age means "not specified", which the table shows as an open range.
  return z.preprocess(blankToNull, z.coerce.number({ error: message }).int(message).min(0, message).max(99, message).nullable());
};

// The server's rules, checked here too so mistakes show beside the field before a round trip.
export const divisionFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Division name is required.').max(120, 'Division name must be at most 120 characters long.'),
    season: z.coerce.number({ error: 'Season is required.' }).int().positive('Season is required.'),
    min_age: ageField('Minimum age'),
    max_age: ageField('Maximum age'),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters long.'),
  })
  .refine((v) => v.min_age === null || v.max_age === null || v.min_age <= v.max_age, {
    path: ['max_age'],
    error: 'Minimum age must not be greater than maximum age.',
  });

export interface DivisionFormValues {
  name: string;
  season: string;
  min_age: string;
  max_age: string;
  description: string;
}
