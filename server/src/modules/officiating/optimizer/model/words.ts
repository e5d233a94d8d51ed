import { weekdayNames, type WeekdayCode } from '@league/contract';

// The few ways a reason names a time, a day or a count, so every sentence reads the same.

/** Minutes from midnight as the board shows a start: 540 -> "9:00", 1110 -> "18:30". */
export function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "Saturdays": availability is weekly. */
export function weekdaysName(day: WeekdayCode): string {
  return `${weekdayNames[day]}s`;
}

/** "1 game", "3 games". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Fees as the treasurer writes them: 25, 27.50. */
export function money(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
