/**
 * The edit form works with whole days: a quiz opens at the very start of its start day
 * and closes at the very end of its end day, both in UTC so every admin sees the same window.
 */
export function toStartOfDayUtc(date: string): string {
  return `${date}T00:00:00Z`;
}

export function toEndOfDayUtc(date: string): string {
  return `${date}T23:59:59Z`;
}

/** Empty dates are left out, so saving never clears a date by accident. */
export function buildEditDates(input: { startDate: string; endDate: string }): { start_date?: string; end_date?: string } {
  const dates: { start_date?: string; end_date?: string } = {};
  if (input.startDate.trim()) dates.start_date = toStartOfDayUtc(input.startDate.trim());
  if (input.endDate.trim()) dates.end_date = toEndOfDayUtc(input.endDate.trim());
  return dates;
}

/** The date input's value (YYYY-MM-DD, UTC day) for a stored timestamp. */
export function toDateInputValue(timestamp: string | null | undefined): string {
  return timestamp ? timestamp.slice(0, 10) : '';
}

/** datetime-local values carry no zone: read them in the admin's own time zone, send UTC. */
export function localDateTimeToIso(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
