import type { z } from 'zod';

/** Field name → the first message zod gave for it; issues without a field go under `form`. */
export type FieldErrors<T> = Partial<Record<keyof T | 'form', string>>;

export type FormParseResult<T> = { ok: true; data: T; errors: FieldErrors<T> } | { ok: false; errors: FieldErrors<T>; firstError: string };

/**
 * The one place that turns a schema's issues into per-field messages for a form, so every
 * form shows the server's own sentences next to the field they are about.
 */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): FormParseResult<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.output<S>>, firstError: parsed.error.issues[0]?.message ?? 'Please check the form.' };
}
