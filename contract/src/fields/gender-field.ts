import { z } from 'zod';
import { genderHelp, readGenderText, type GenderCode } from '../vocabularies/genders.js';

// Genders are stored as the vocabulary's codes only (decision 0034): every door that stores
// one (persist_teams, adding a player, its additional_data) turns a known spelling into its
// code and refuses text it cannot place, with the same sentence.

const unknownGender = (value: string) => `"${value}" is not a gender we know. ${genderHelp}`;

/** A gender text as a code; null for blank or "not given" forms; an issue for anything else. */
function toGenderCode(value: string, ctx: z.RefinementCtx, path: PropertyKey[] = []): GenderCode | null {
  const reading = readGenderText(value);
  if (reading !== 'unknown') return reading;
  ctx.addIssue({ code: 'custom', message: unknownGender(value.trim()), path });
  return null;
}

/** The gender field of a stored player: null when left out, blank or not given. */
export const genderField = z
  .string({ error: 'gender must be text.' })
  .max(50, 'gender must be at most 50 characters.')
  .nullish()
  .transform((value, ctx) => (value == null ? null : toGenderCode(value, ctx)));

/** additional_data with its `gender` key turned into a code (or dropped when it gives none). */
export function withCanonicalGender(data: Record<string, unknown>, ctx: z.RefinementCtx): Record<string, unknown> {
  if (!('gender' in data)) return data;
  const { gender, ...rest } = data;
  if (gender === null || gender === undefined) return rest;
  if (typeof gender !== 'string') {
    ctx.addIssue({ code: 'custom', message: `additional_data.gender must be text. ${genderHelp}`, path: ['gender'] });
    return rest;
  }
  const code = toGenderCode(gender, ctx, ['gender']);
  return code === null ? rest : { ...rest, gender: code };
}
