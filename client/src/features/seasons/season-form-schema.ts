import { z } from 'zod';

const yearMessage = 'Year must be a whole number between 1900 and 2100.';

// The server's rules, checked here too so mistakes show beside the field before a round trip.
export const seasonFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Season name is required.').max(120, 'Season name must be at most 120 characters long.'),
    year: z.coerce.number({ error: yearMessage }).int(yearMessage).min(1900, yearMessage).max(2100, yearMessage),
    start_date: z.iso.date('Start date is required.'),
    end_date: z.iso.date('End date is required.'),
    is_active: z.boolean(),
  })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], error: 'End date must be on or after the start date.' });

export interface SeasonFormValues {
  name: string;
  year: string;
  start_date: string;
  end_date: string;
  is_active: boolean;
}
