// Certification dates are calendar days in UTC (decision 0062): a certificate valid until
// 2027-08-31 is valid through 23:59:59 UTC that day and expired from 00:00 UTC on 2027-09-01.

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A stored DATE column (midnight UTC) as YYYY-MM-DD. */
export const dayFromDb = (value: Date) => dayOf(value);
export const dayToDb = (day: string) => new Date(`${day}T00:00:00Z`);
