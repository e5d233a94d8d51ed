/**
 * A user's text as a LIKE/ILIKE pattern that matches it literally: `%`, `_` and the escape
 * character `\` (PostgreSQL's default for LIKE) are escaped. Raw SQL needs it, and so does
 * Prisma 7: its `contains`, `startsWith` and insensitive `equals` pass the text into ILIKE
 * unescaped (a search for `_` matched every row).
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Prisma's filter for "the same text but for case", with % and _ read as characters (a name "A_" is not "AB"). */
export function sameTextIgnoringCase(text: string) {
  return { equals: escapeLikePattern(text), mode: 'insensitive' as const };
}
