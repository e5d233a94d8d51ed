/** The times of a day off as typed after its day: {} for all day, null when the words are not understood. */
export type TypedTimes = { from?: string; until?: string };

// "from 18:00", "until 12:00", "from 9:00 until 12:00" ("after" and "before" read the same); "" or "all day" is the whole day.
const partOfDay = /^(?:(?:from|after)\s+(\d{1,2}:\d{2}))?\s*(?:(?:until|before)\s+(\d{1,2}:\d{2}))?$/;

/** The from and until times in `words`; the times themselves are checked by the contract's schema. */
export function readTimes(words: string): TypedTimes | null {
  const text = words.trim().toLowerCase();
  if (text === '' || text === 'all day') return {};
  const part = partOfDay.exec(text);
  if (!part || (!part[1] && !part[2])) return null;
  return { ...(part[1] && { from: part[1] }), ...(part[2] && { until: part[2] }) };
}
