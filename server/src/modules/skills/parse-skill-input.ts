import type { z } from 'zod';
import { skillMessages } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { describeIssues } from '../../lib/validate.js';

const specTexts = new Set<string>(Object.values(skillMessages));

/**
 * parseInput, except that the spec's texts stay verbatim: "Skill name is required" has
 * no final period, which parseInput would read as a zod default and prefix with the field.
 */
export function parseSkillInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, fields: problems } = describeIssues(result.error);
  const first = result.error.issues[0]?.message;
  throw AppError.badRequest(first && specTexts.has(first) ? first : message, { fields: problems }, 'validation_error');
}
