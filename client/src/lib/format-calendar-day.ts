/**
 * A YYYY-MM-DD calendar day as words (31 Aug 2027 / Aug 31, 2027 by locale). Read in UTC, so
 * the day shown is the day stored whatever the viewer's time zone (certificates, decision 0062).
 */
export function formatCalendarDay(day: string, month: 'short' | 'long' = 'short'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
}
