import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Zod issues as {field: message}; the first issue names the field in the sentence. */
export function describeIssues(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  if (!first) return { message: 'Invalid input.', fields };
  // Our own messages are whole sentences ending in a period; zod's defaults get the field named.
  const whole = first.message.endsWith('.');
  const message = whole || !first.path.length ? first.message : `${first.path.join('.')}: ${first.message}`;
  return { message, fields };
}

/** Parses input with a schema or throws a 400 naming what is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(result.error);
  throw AppError.badRequest(message, { fields }, 'validation_error');
}
