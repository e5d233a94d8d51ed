// Dates outside these years are typing mistakes (0000-01-01, 20255-01-01), and PostgreSQL
// cannot store year 0: every date a client sends (births, seasons, quizzes) is held to them.
export const minYear = 1900;
export const maxYear = 2100;

/** Whether a YYYY-MM-DD text or a Date falls in the years we accept. */
export function isYearInRange(date: string | Date): boolean {
  const year = typeof date === 'string' ? Number(date.slice(0, 4)) : date.getUTCFullYear();
  return year >= minYear && year <= maxYear;
}

/** The sentence for a date outside the accepted years, naming the field. */
export const yearRangeMessage = (label: string) => `${label} must be between the years ${minYear} and ${maxYear}.`;
