import { z } from 'zod';

const levelMessage = 'Certification level must be text of at most 64 characters.';
const yearsMessage = 'Experience years must be a whole number from 0 to 80.';
const extraTimeMessage = 'Extra time must be a whole percentage from 0 to 200.';

/** What a referee administrator may change about a referee; every field optional. */
const onlyTheseMessage = 'Only certification_level, experience_years, extra_time_percent, is_active and certificate_reminders can be changed here.';

export const updateRefereeInputSchema = z.strictObject(
  {
    certification_level: z.string({ error: levelMessage }).trim().min(1, 'Certification level cannot be empty.').max(64, levelMessage).optional(),
    experience_years: z.coerce.number({ error: yearsMessage }).int(yearsMessage).min(0, yearsMessage).max(80, yearsMessage).optional(),
    extra_time_percent: z.coerce.number({ error: extraTimeMessage }).int(extraTimeMessage).min(0, extraTimeMessage).max(200, extraTimeMessage).optional(),
    is_active: z.boolean({ error: 'is_active must be true or false.' }).optional(),
    // False when the referee asked for no certificate expiry reminders (decision 0073).
    certificate_reminders: z.boolean({ error: 'certificate_reminders must be true or false.' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? onlyTheseMessage : undefined) },
);
export type UpdateRefereeInput = z.infer<typeof updateRefereeInputSchema>;
