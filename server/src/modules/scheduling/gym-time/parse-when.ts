import { DateTime } from 'luxon';

// Schools send gym time as their own software prints it: ISO dates, US month/day, European
// day.month, "Sat Oct 3 2026", "October 3, 2026"; times on a 24-hour clock or with am/pm
// (decision 0157). Luxon reads each spelling; the first format that reads the cell wins.
const dateFormats = [
  'yyyy-M-d',
  'M/d/yyyy',
  'M/d/yy',
  'd.M.yyyy',
  'MMMM d, yyyy',
  'MMMM d yyyy',
  'MMM d, yyyy',
  'MMM d yyyy',
  'd MMMM yyyy',
  'd MMM yyyy',
  'EEE MMM d yyyy',
  'EEE, MMM d, yyyy',
  'EEEE, MMMM d, yyyy',
  'EEE M/d/yyyy',
  'EEEE M/d/yyyy',
];

const timeFormats = ['H:mm', 'h:mm a', 'h:mma', 'h a', 'ha', 'HHmm', 'H.mm', "H'h'mm"];

/** A date cell as YYYY-MM-DD, or null when no spelling reads it. */
export function parseSlotDate(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  for (const format of dateFormats) {
    const date = DateTime.fromFormat(value, format, { locale: 'en-US' });
    if (date.isValid && date.year >= 2000 && date.year <= 2100) return date.toISODate();
  }
  return null;
}

/** A time cell as minutes after midnight ("7:30 PM" → 1170), or null when no spelling reads it. "24:00" is the day's end. */
export function parseSlotTime(text: string): number | null {
  const value = text.trim().replace(/\s+/g, ' ').replace(/\.?m\.?$/i, 'm').replace(/([ap])\.m$/i, '$1m').toUpperCase();
  if (value === '24:00') return 24 * 60;
  for (const format of timeFormats) {
    const time = DateTime.fromFormat(value, format, { locale: 'en-US' });
    if (time.isValid) return time.hour * 60 + time.minute;
  }
  return null;
}

/** 540 → "09:00". */
export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
