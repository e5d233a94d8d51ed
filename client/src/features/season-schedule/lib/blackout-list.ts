import type { BlackoutHoursDto, TeamBlackoutDatesDto } from '@league/contract';
import { readTimes } from './part-of-day';
import { describeWeekly, inWeekOrder, readWeeklyEntry, type TypedWeekly } from './weekly-list';

/** A team's days off as typed: whole days, parts of days with their from and until times, and weekly rules. */
export interface TypedBlackouts {
  dates: string[];
  hours: { date: string; from?: string; until?: string }[];
  weekly: TypedWeekly[];
}

type SavedBlackouts = Pick<TeamBlackoutDatesDto, 'dates' | 'hours' | 'weekly'>;


/**
 * Days typed one an entry, separated by commas or lines: "2026-10-10" (or "2026-10-10 all day")
 * is the whole day, "2026-10-16 from 18:00" or "2026-10-17 until 12:00" a part of it, "every
 * Wednesday" or "every Friday from 18:00" each such day of the season. The times themselves are
 * checked by the contract's schema; here only the words are read.
 */
export function readBlackoutList(text: string): { ok: true; value: TypedBlackouts } | { ok: false; error: string } {
  const value: TypedBlackouts = { dates: [], hours: [], weekly: [] };
  for (const entry of text.split(/[,;\n]+/).map((e) => e.trim()).filter(Boolean)) {
    const weekly = readWeeklyEntry(entry);
    if (weekly && 'error' in weekly) return { ok: false, error: weekly.error };
    if (weekly) {
      value.weekly.push(...weekly);
      continue;
    }
    const [date = '', ...words] = entry.split(/\s+/);
    const times = readTimes(words.join(' '));
    if (times && !times.from && !times.until) value.dates.push(date);
    else if (times) value.hours.push({ date, ...times });
    else return { ok: false, error: `"${entry}" is not understood: write a day as 2026-10-10, and add from 18:00 or until 12:00 to keep only part of it free, or write every Wednesday for each week.` };
  }
  return { ok: true, value };
}

/** "From 18:00", "Until 12:00", "From 9:00 until 12:00": a part of a day in a volunteer's words. */
export function describeHours(h: Pick<BlackoutHoursDto, 'from' | 'until'>): string {
  const words = [h.from && `from ${h.from}`, h.until && `until ${h.until}`].filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The team's weekly rules in week order, then its days in date order: "Every Friday from 18:00", "2026-10-10: All day". */
export function showBlackouts(b: SavedBlackouts): string[] {
  const entries = [...b.dates.map((date) => ({ date, words: 'All day' })), ...b.hours.map((h) => ({ date: h.date, words: describeHours(h) }))];
  const days = entries.sort((x, y) => x.date.localeCompare(y.date)).map((e) => `${e.date}: ${e.words}`);
  return [...inWeekOrder(b.weekly).map((w) => describeWeekly(w)), ...days];
}

/** The team's days off as the form's text, which reads back the same: "every Friday from 18:00, 2026-10-10, 2026-10-16 from 18:00". */
export function writeBlackoutList(b: SavedBlackouts): string {
  const entries = [...b.dates, ...b.hours.map((h) => `${h.date} ${describeHours(h).toLowerCase()}`)].sort();
  return [...inWeekOrder(b.weekly).map((w) => describeWeekly(w, 'every')), ...entries].join(', ');
}
