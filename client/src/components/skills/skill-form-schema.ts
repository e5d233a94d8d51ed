import { z } from 'zod';
import type { FieldErrors } from '@/lib/form-errors';

// The spec's texts, shown exactly as written (some have no final period).
export const skillMessages = {
  nameRequired: 'Skill name is required',
  divisionFirst: 'Please select a division first',
  divisionBeforeCreate: 'Please select a division before creating a skill.',
  weight: 'Weight must be an integer between 1 and 10.',
  normalizationFactor: 'Normalization factor must be a positive number.',
} as const;

export const skillFormSchema = z.object({
  name: z.string().trim().min(1, skillMessages.nameRequired).max(120, 'Skill name must be at most 120 characters long.'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters long.'),
  weight: z.coerce.number({ error: skillMessages.weight }).int(skillMessages.weight).min(1, skillMessages.weight).max(10, skillMessages.weight),
  normalization_factor: z.coerce
    .number({ error: skillMessages.normalizationFactor })
    .positive(skillMessages.normalizationFactor)
    .max(1e6, skillMessages.normalizationFactor),
});

/** What the inputs hold: text, so a half-typed number can sit in the field. */
export interface SkillFormValues {
  name: string;
  description: string;
  weight: string;
  normalization_factor: string;
}

export type SkillFieldErrors = FieldErrors<SkillFormValues>;
