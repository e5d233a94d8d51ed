import type { BlackoutHoursDto, TeamBlackoutDatesDto } from '@league/contract';

/** A team's days off as typed: whole days, and parts of days with their from and until times. */
export interface TypedBlackouts {
  dates: string[];
  hours: { date: string; from?: string; until?: string }[];
}

// "all day", "from 18:00", "until 12:00", "from 9:00 until 12:00" ("after" and "before" read the same).
const partOfDay = /^(?:(?:from|after)\s+(\d{1,2}:\d{2}))?\s*(?:(?:until|before)\s+(\d{1,2}:\d{2}))?$/;

/**
 * Days typed one an entry, separated by commas or lines: "2026-10-10" (or "2026-10-10 all day")
 * is the whole day, "2026-10-16 from 18:00" or "2026-10-17 until 12:00" a part of it. The times
 * themselves are checked by the contract's schema; here only the words are read.
 */
export function readBlackoutList(text: string): { ok: true; value: TypedBlackouts } | { ok: false; error: string } {
  const value: TypedBlackouts = { dates: [], hours: [] };
  for (const entry of text.split(/[,;\n]+/).map((e) => e.trim()).filter(Boolean)) {
    const [date = '', ...words] = entry.split(/\s+/);
    const rest = words.join(' ').toLowerCase();
    const part = rest === 'all day' ? null : partOfDay.exec(rest);
    if (rest === '' || rest === 'all day') value.dates.push(date);
    else if (part && (part[1] || part[2])) value.hours.push({ date, ...(part[1] && { from: part[1] }), ...(part[2] && { until: part[2] }) });
    else return { ok: false, error: `"${entry}" is not understood: write a day as 2026-10-10, and add from 18:00 or until 12:00 to keep only part of it free.` };
  }
  return { ok: true, value };
}

/** "From 18:00", "Until 12:00", "From 9:00 until 12:00": a part of a day in a volunteer's words. */
export function describeHours(h: Pick<BlackoutHoursDto, 'from' | 'until'>): string {
  const words = [h.from && `from ${h.from}`, h.until && `until ${h.until}`].filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The team's days off in date order, each as "2026-10-10: All day" or "2026-10-16: From 18:00". */
export function showBlackouts(b: Pick<TeamBlackoutDatesDto, 'dates' | 'hours'>): string[] {
  const entries = [...b.dates.map((date) => ({ date, words: 'All day' })), ...b.hours.map((h) => ({ date: h.date, words: describeHours(h) }))];
  return entries.sort((x, y) => x.date.localeCompare(y.date)).map((e) => `${e.date}: ${e.words}`);
}

/** The team's days off as the form's text, which reads back the same: "2026-10-10, 2026-10-16 from 18:00". */
export function writeBlackoutList(b: Pick<TeamBlackoutDatesDto, 'dates' | 'hours'>): string {
  const entries = [...b.dates, ...b.hours.map((h) => `${h.date} ${describeHours(h).toLowerCase()}`)];
  return entries.sort().join(', ');
}
