import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../lib/app-error.js';

// PostgreSQL text and jsonb cannot hold U+0000 (errors 22021 and 22P05), whatever the column,
// and no person types one: it comes from binary pasted in, or from a probe. So the rule is not
// a field's but the request's (decision 0032): every text of the body, the query string and the
// multipart fields, at any depth, keys included, is checked once before a route reads it.

const nul = '\u0000';

/** A key as a path shows it: the NUL itself would vanish from the sentence, so it reads \0. */
const shown = (key: string | number) => String(key).replaceAll(nul, '\\0');

interface Step {
  key: string | number;
  parent: Step | null;
}

/** The dotted path of a step ('teams.0.name'): built only for the text found, so deep bodies stay linear. */
function pathOf(step: Step | null): string {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.unshift(shown(at.key));
  return keys.join('.');
}

/** The path of the first text in `value` (a string value or an object key) holding a NUL; null when none does. */
export function findUnstorableText(value: unknown): string | null {
  // Without recursion: a body may nest as deep as JSON.parse allows.
  const stack: [unknown, Step | null][] = [[value, null]];
  while (stack.length) {
    const [item, step] = stack.pop()!;
    if (typeof step?.key === 'string' && step.key.includes(nul)) return pathOf(step);
    if (typeof item === 'string') {
      if (item.includes(nul)) return pathOf(step);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const entries: [string | number, unknown][] = Array.isArray(item) ? item.map((v, i) => [i, v]) : Object.entries(item);
    // Reversed, so the stack hands back the first field first and the sentence names it.
    for (const [key, child] of entries.reverse()) stack.push([child, { key, parent: step }]);
  }
  return null;
}

/** The 400 for a NUL at `path` of a request, naming the field. */
export function unstorableTextError(path: string): AppError {
  const field = path || 'The request';
  return AppError.badRequest(
    `${field} contains a NUL character (U+0000), which cannot be stored. Remove it and try again.`,
    { fields: { [field]: 'contains a NUL character' } },
    'unstorable_text',
  );
}

/** Middleware: the query string and body (JSON, or multipart fields once multer has read them). */
export function refuseUnstorableText(req: Request, _res: Response, next: NextFunction): void {
  const path = findUnstorableText(req.query) ?? findUnstorableText(req.body);
  next(path === null ? undefined : unstorableTextError(path));
}
