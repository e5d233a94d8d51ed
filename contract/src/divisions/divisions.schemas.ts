import { z } from 'zod';
import { nameField } from '../fields/name-field.js';
import { descriptionField } from '../fields/description-field.js';
import { idField, numberField, optionalIdField } from '../fields/id-fields.js';

const ageField = (label: string) => {
  const message = `${label} must be a whole number between 0 and 99.`;
  // A blank age input means "not specified".
  return numberField(z.number({ error: message }).int({ error: message }).min(0, message).max(99, message).nullable().default(null));
};

export const createDivisionInputSchema = z
  .object({
    name: nameField('Division name', 120),
    season: idField('Season is required.'),
    // Not needed (the season fixes the league) but checked when a client sends it.
    league: optionalIdField('League must be a valid league id.'),
    min_age: ageField('Minimum age'),
    max_age: ageField('Maximum age'),
    description: descriptionField,
  })
  .refine((input) => input.min_age === null || input.max_age === null || input.min_age <= input.max_age, {
    path: ['max_age'],
    error: 'Minimum age must not be greater than maximum age.',
  });
export type CreateDivisionInput = z.infer<typeof createDivisionInputSchema>;

/** PATCH /divisions/{id}/: the division's settings (decision 0046). */
export const updateDivisionInputSchema = z.object({
  households_as_groups: z.boolean({ error: 'households_as_groups must be true or false.' }),
});
export type UpdateDivisionInput = z.infer<typeof updateDivisionInputSchema>;

export const listDivisionsQuerySchema = z.object({
  league: optionalIdField('The league filter must be a league id.'),
  season: optionalIdField('The season filter must be a season id.'),
});
export type ListDivisionsQuery = z.infer<typeof listDivisionsQuerySchema>;
