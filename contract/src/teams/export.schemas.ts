import { z } from 'zod';
import { isIdKey, optionalIdSchema } from '../fields/id-fields.js';
import { booleanQuerySchema } from '../fields/query-fields.js';

// Repeated query keys arrive as arrays; the client joins lists with commas.
const joined = (v: unknown) => (Array.isArray(v) ? v.join(',') : v);
const listOf = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

/** custom: our own columns; teamsnap and sportsengine: those systems' roster import files, headers fixed. */
export const exportFormats = ['custom', 'teamsnap', 'sportsengine'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * Parent/guardian contacts (decision 0047): exported only when the admin ticks include_contacts.
 * A kept registration column is a contact when its header speaks of a phone, an email, a parent,
 * a guardian or an emergency contact (compared without case or punctuation).
 */
export const contactExportColumns = ['guardian_names', 'family_emails', 'family_phones'] as const;
const contactWords = ['phone', 'mobile', 'cell', 'email', 'parent', 'guardian', 'mother', 'father', 'emergency', 'contact'];
export function isContactHeader(header: string): boolean {
  const folded = header.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return contactWords.some((word) => folded.includes(word));
}

const labelsMessage = 'column_labels must be a JSON object mapping columns to titles.';

export const exportQuerySchema = z.object({
  league: optionalIdSchema('League'),
  division: optionalIdSchema('Division'),
  season: optionalIdSchema('Season'),
  include_contacts: booleanQuerySchema('include_contacts'),
  scope: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['players', 'teams'], { error: 'Scope must be players or teams.' }).default('players')),
  format: z.preprocess((v) => (v === '' ? undefined : v), z.enum(exportFormats, { error: 'Format must be custom, teamsnap or sportsengine.' }).default('custom')),
  // Absent means the scope's default columns; present but empty means the user chose none.
  columns: z.preprocess(joined, z.string({ error: 'columns must be a comma-separated list.' }).transform(listOf).optional()),
  skill_ids: z.preprocess(
    joined,
    z
      .string({ error: 'skill_ids must be comma-separated skill ids.' })
      .transform(listOf)
      .refine((ids) => ids.every((id) => isIdKey(id)), 'skill_ids must be comma-separated skill ids.')
      .transform((ids) => [...new Set(ids.map(Number))])
      .optional(),
  ),
  column_labels: z.preprocess(
    (value, ctx) => {
      if (value === undefined || value === '') return undefined;
      try {
        return typeof value === 'string' ? JSON.parse(value) : value;
      } catch {
        ctx.addIssue({ code: 'custom', message: labelsMessage });
        return z.NEVER;
      }
    },
    z.record(z.string(), z.string({ error: labelsMessage }), { error: labelsMessage }).optional(),
  ),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
