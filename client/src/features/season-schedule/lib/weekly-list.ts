import { parseDays, weekdayCodes, weekdayNames, type WeekdayCode, type WeeklyBlackoutDto } from '@league/contract';
import { readTimes } from './part-of-day';

/** A weekly rule as typed: a weekday, all day or from and until times. */
export type TypedWeekly = { weekday: WeekdayCode; from?: string; until?: string };

// "every Friday", "every Fri from 18:00", "every Saturday until 12:00 ", "every Mon and Wed all day".
const everyEntry = /^every\s+(.+?)(?:\s+(all day|(?:from|after|until|before)\s.*))?$/i;

/** The weekdays named ("Friday", "fri", "Fridays", "Mon and Wed"), or null when a word is no day. */
function readWeekdays(text: string): WeekdayCode[] | null {
  for (const attempt of [text, text.replace(/s\b/gi, '')]) {
    try {
      const days = parseDays(attempt);
      if (days.length > 0) return days;
    } catch {
      // Not days as written: the plural may still read ("Fridays" is "Friday").
    }
  }
  return null;
}

/**
 * One "every ..." entry as weekly rules (one a weekday); null when it does not start with
 * "every"; an error sentence when it does but is not understood. Times are checked by the contract.
 */
export function readWeeklyEntry(entry: string): TypedWeekly[] | { error: string } | null {
  const match = everyEntry.exec(entry);
  if (!match && !/^every\b/i.test(entry)) return null;
  const days = match ? readWeekdays(match[1]!) : null;
  const times = readTimes(match?.[2] ?? '');
  if (!days || !times) return { error: `"${entry}" is not understood: write a weekly day off as every Wednesday, or every Friday from 18:00.` };
  return days.map((weekday) => ({ weekday, ...times }));
}

/** "Every Friday", "Every Friday from 18:00" (or "every ..." inside a sentence): a weekly rule in a volunteer's words. */
export function describeWeekly(w: Pick<WeeklyBlackoutDto, 'weekday' | 'from' | 'until'>, every = 'Every'): string {
  const times = [w.from && `from ${w.from}`, w.until && `until ${w.until}`].filter(Boolean).join(' ');
  return [`${every} ${weekdayNames[w.weekday]}`, times].filter(Boolean).join(' ');
}

/** Week order, Monday first, as the server keeps them. */
export function inWeekOrder<T extends { weekday: WeekdayCode }>(weekly: T[]): T[] {
  return [...weekly].sort((a, b) => weekdayCodes.indexOf(a.weekday) - weekdayCodes.indexOf(b.weekday));
}
