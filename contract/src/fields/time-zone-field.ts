import { z } from 'zod';

// The one rule for a league's time zone (decision 0185): an IANA name this runtime knows, as
// Intl lists it, so the calendar feeds and reminders can always turn a wall clock into an instant.

const knownZones = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** True when text is an IANA time zone name, spelled as the time zone database spells it. */
export function isTimeZoneName(text: string): boolean {
  return knownZones.has(text);
}

/** The zones a league may pick from, in alphabetical order. */
export const timeZoneNames = (): string[] => [...knownZones].sort();

export const timeZoneMessage = (given: string) => `"${given}" is not a time zone we know: use a name such as America/Chicago.`;

/** A time zone field: trimmed IANA name, or null for none (game times stay floating). */
export const timeZoneField = z.union([
  z.string({ error: 'Time zone must be a name such as America/Chicago, or null for none.' }).trim().superRefine((value, ctx) => {
    if (!isTimeZoneName(value)) ctx.addIssue({ code: 'custom', message: timeZoneMessage(value) });
  }),
  z.null(),
], { error: 'Time zone must be a name such as America/Chicago, or null for none.' });
