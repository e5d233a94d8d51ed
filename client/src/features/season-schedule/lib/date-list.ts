/** Days typed as a list ("2026-10-10, 2026-10-17" or one a line) as the API takes them; blanks dropped. */
export function readDateList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((day) => day.trim())
    .filter(Boolean);
}

/** Days as the form shows them. */
export const showDateList = (dates: readonly string[]) => dates.join(', ');
