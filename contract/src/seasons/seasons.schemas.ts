import { z } from 'zod';
import { nameField } from '../fields/name-field.js';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';
import { numberField, optionalIdField } from '../fields/id-fields.js';

const dateField = (label: string) =>
  z.iso
    .date({
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? `${label} is required.` : `${label} must be a valid date in YYYY-MM-DD format.`,
    })
    .refine(isYearInRange, yearRangeMessage(label));

const yearMessage = 'Year must be a whole number between 1900 and 2100.';

export const createSeasonInputSchema = z
  .object({
    name: nameField('Season name', 120),
    year: numberField(z.number({ error: yearMessage }).int({ error: yearMessage }).min(1900, yearMessage).max(2100, yearMessage)),
    start_date: dateField('Start date'),
    end_date: dateField('End date'),
    // The client sends its league; the caller's own league is used when it is left out.
    league: optionalIdField('League must be a valid league id.'),
    is_active: z.boolean({ error: 'is_active must be true or false.' }).default(true),
  })
  .refine((input) => input.end_date >= input.start_date, {
    path: ['end_date'],
    error: 'End date must be on or after the start date.',
  });
export type CreateSeasonInput = z.infer<typeof createSeasonInputSchema>;
