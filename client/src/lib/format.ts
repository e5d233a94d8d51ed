/** Shown wherever a number or name has no value (an empty team has no average). */
export const noValue = '—';

/** A number with fixed decimals, or the dash when there is none. */
export function formatNumber(value: number | null | undefined, digits = 2): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : noValue;
}

/** "1 player", "6 players"; pass the plural when adding an s is wrong ("1 person", "2 people"). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The mean, or null for an empty list: an average of nothing is not zero. */
export function averageOf(values: number[]): number | null {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

/** "A", "A and B", "A, B and C" (or "or" for a choice). */
export function joinWords(items: string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
