import { z } from 'zod';
import { nameField } from '../fields/name-field.js';
import { emailSchema, passwordSchema, usernameSchema } from '../auth/auth.schemas.js';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';
import { idField } from '../fields/id-fields.js';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

// Forms send '' for an empty optional field; that means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const dateOfBirthSchema = z
  .string({ error: 'Date of birth must be a date (YYYY-MM-DD).' })
  .regex(datePattern, 'Date of birth must be a date (YYYY-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Date of birth must be a date (YYYY-MM-DD).')
  .refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now(), 'Date of birth cannot be in the future.')
  .refine(isYearInRange, yearRangeMessage('Date of birth'));

export const registerRefereeInputSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').pipe(emailSchema),
  first_name: nameField('First name', 150),
  last_name: nameField('Last name', 150),
  league_id: idField('League is required.'),
  phone_number: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'Phone number must be text.' })
      .trim()
      .max(32, 'Phone number must be at most 32 characters long.')
      .regex(/^[+\d\s().-]*$/, 'Phone number may contain only digits, spaces and + ( ) - . characters.')
      .optional(),
  ),
  date_of_birth: z.preprocess(emptyToUndefined, dateOfBirthSchema.optional()),
});
export type RegisterRefereeInput = z.infer<typeof registerRefereeInputSchema>;
