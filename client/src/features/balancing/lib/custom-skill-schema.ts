import { z } from 'zod';

// The spec's skill texts (section 5), the same sentences the skills page and the server use.
export const customSkillMessages = {
  name: 'Skill name is required',
  division: 'Please select a division before creating a skill.',
  weight: 'Weight must be an integer between 1 and 10.',
  normalizationFactor: 'Normalization factor must be a positive number.',
} as const;

export const customSkillSchema = z.object({
  division: z.number({ error: customSkillMessages.division }).int().positive(customSkillMessages.division),
  name: z.string().trim().min(1, customSkillMessages.name).max(120, 'Skill name must be at most 120 characters long.'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters long.'),
  weight: z.coerce.number({ error: customSkillMessages.weight }).int(customSkillMessages.weight).min(1, customSkillMessages.weight).max(10, customSkillMessages.weight),
  normalization_factor: z.coerce.number({ error: customSkillMessages.normalizationFactor }).positive(customSkillMessages.normalizationFactor),
});

export interface CustomSkillDraft {
  division: number | null;
  name: string;
  description: string;
  weight: string;
  normalization_factor: string;
}

/** Field name → first message, or the parsed input ready to send. */
export function parseCustomSkill(draft: CustomSkillDraft) {
  const parsed = customSkillSchema.safeParse({
    ...draft,
    division: draft.division ?? undefined,
    // Number('') is 0, which would pass as a weight; an empty box must fail with the spec's text.
    weight: draft.weight.trim() === '' ? undefined : draft.weight,
    normalization_factor: draft.normalization_factor.trim() === '' ? undefined : draft.normalization_factor,
  });
  if (parsed.success) return { data: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
