import { z } from 'zod';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A quiz start or end as the forms send it: an ISO timestamp, a datetime-local value
 * (read as UTC) or a bare date, which means the start (00:00:00Z) or the end (23:59:59Z)
 * of that day, as the spec's edit form does. '' or null clears it.
 */
export function quizTimestampSchema(edge: 'start' | 'end', label: string) {
  const message = `${label} must be a date or a date and time (ISO 8601).`;
  return z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: message })
      .nullable()
      .transform((value, ctx) => {
        if (value === null) return null;
        const text = value.trim();
        let iso: string;
        if (dateOnly.test(text)) iso = `${text}T${edge === 'start' ? '00:00:00' : '23:59:59'}Z`;
        else if (dateTime.test(text)) iso = hasZone.test(text) ? text : `${text}Z`;
        else iso = '';
        const time = Date.parse(iso);
        if (!iso || Number.isNaN(time)) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        const date = new Date(time);
        if (!isYearInRange(date)) {
          ctx.addIssue({ code: 'custom', message: yearRangeMessage(label) });
          return z.NEVER;
        }
        return date;
      }),
  );
}

export function isEndBeforeStart(start: Date | null, end: Date | null): boolean {
  return !!start && !!end && end.getTime() < start.getTime();
}

export const endBeforeStartMessage = 'The end date must be after the start date.';
