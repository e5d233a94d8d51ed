import { z } from 'zod';

// additional_data is free-form, but it is stored and sent back in every players list:
// bounded so one row can't carry megabytes or nest deep enough to crash the database client.
const maxAdditionalDataDepth = 4;
// Measured in JSON characters (a byte for the ASCII such data almost always is).
export const maxAdditionalDataBytes = 8 * 1024;

/** How deeply objects and lists nest in `value` ({} is 1), counted without recursion; stops past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The keys the apps themselves write and read in a player's additional_data (region, practice
 * days, height, the balancing rules of ADR 0011); any other key is a column kept from a
 * registration file, exported as `additional_data.<header>`.
 */
export const appAdditionalDataKeys = ['region', 'location', 'unavailable_days', 'availability', 'height_cm', 'group', 'lock', 'apart', 'requests', 'gender'] as const;

/** additional_data arrives as an object or as a JSON string holding one. */
export const additionalDataSchema = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return {};
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Additional data must be valid JSON.' });
      return z.NEVER;
    }
  },
  z
    .record(z.string(), z.unknown(), { error: 'Additional data must be a JSON object.' })
    .superRefine((value, ctx) => {
      if (nestingDepth(value, maxAdditionalDataDepth) > maxAdditionalDataDepth) {
        ctx.addIssue({ code: 'custom', message: `Additional data may nest at most ${maxAdditionalDataDepth} levels deep.` });
      } else if (JSON.stringify(value).length > maxAdditionalDataBytes) {
        ctx.addIssue({ code: 'custom', message: `Additional data must be at most ${maxAdditionalDataBytes / 1024} KB.` });
      }
    }),
);
