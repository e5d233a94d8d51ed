import { ScheduleInputError } from './types.js';

// Dates as day numbers (days since 1970-01-01, UTC): weeks, months and words without time zones.
const dayMs = 86_400_000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a `YYYY-MM-DD` date, or NaN when it is not a real date. */
export function dayNumber(date: string): number {
  const match = isoDate.exec(date);
  if (!match) return NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms / dayMs : NaN;
}

export function dateOf(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The day number of the Monday of the week a day falls in (1970-01-01 was a Thursday). */
export function mondayOf(day: number): number {
  return day - ((day + 3) % 7);
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Saturday 3 October" */
export function describeDay(day: number): string {
  const date = new Date(day * dayMs);
  return `${weekdays[(day + 3) % 7]} ${date.getUTCDate()} ${months[date.getUTCMonth()]}`;
}

/** "3 October" */
export function describeDate(day: number): string {
  const date = new Date(day * dayMs);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]}`;
}

/** "9:05" */
export function describeTime(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Hours with at most one decimal, for sentences ("37.5"). */
export function hours(minutes: number): string {
  return String(Math.round(minutes / 6) / 10);
}

/** The day number of an input date, or a sentence naming where it was read. */
export function readDate(date: string, where: string): number {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new ScheduleInputError(`${where}: "${date}" is not a date (YYYY-MM-DD).`);
  return day;
}
