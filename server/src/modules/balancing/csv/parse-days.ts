export const weekdayCodes = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** Every spelling we accept for a whole word, lower-case. */
const wordForms: Record<string, WeekdayCode> = {};
const spellings: Record<WeekdayCode, string[]> = {
  mon: ['mon', 'monday', 'mo'],
  tue: ['tue', 'tues', 'tuesday', 'tu'],
  wed: ['wed', 'weds', 'wednesday', 'we'],
  thu: ['thu', 'thur', 'thurs', 'thursday', 'th'],
  fri: ['fri', 'friday', 'fr'],
  sat: ['sat', 'saturday', 'sa'],
  sun: ['sun', 'sunday', 'su'],
};
for (const code of weekdayCodes) for (const form of spellings[code]) wordForms[form] = code;

/** Letter codes as on school timetables: M T W R (or Th) F, Sa, Su (or U). "S" alone is ambiguous. */
const letterCodes: [string, WeekdayCode][] = [
  ['th', 'thu'],
  ['tu', 'tue'],
  ['sa', 'sat'],
  ['su', 'sun'],
  ['m', 'mon'],
  ['t', 'tue'],
  ['w', 'wed'],
  ['r', 'thu'],
  ['f', 'fri'],
  ['u', 'sun'],
];

const noneForms = new Set(['none', 'no', 'n/a', 'na', '-', 'nothing', 'any', 'available']);

export const daysHelp = 'List days like "mon;wed", "Monday, Wednesday" or "M/W".';

/** The weekdays in a cell such as "mon;wed", "Monday, Wednesday", "M/W" or "MWF", in week order. */
export function parseDays(text: string): WeekdayCode[] {
  const value = text.trim().toLowerCase();
  if (value === '' || noneForms.has(value)) return [];
  const days = new Set<WeekdayCode>();
  for (const token of value.split(/[\s,;/|&+]+|\band\b/).filter(Boolean)) {
    const word = wordForms[token.replace(/\.$/, '')];
    if (word) days.add(word);
    else for (const day of readLetterCodes(token, text)) days.add(day);
  }
  return weekdayCodes.filter((code) => days.has(code));
}

function readLetterCodes(token: string, original: string): WeekdayCode[] {
  const found: WeekdayCode[] = [];
  let rest = token;
  while (rest.length > 0) {
    const hit = letterCodes.find(([letters]) => rest.startsWith(letters));
    if (!hit) throw new Error(`"${original.trim()}" is not a list of days. ${daysHelp}`);
    found.push(hit[1]);
    rest = rest.slice(hit[0].length);
  }
  return found;
}

/** Bit d set when the player cannot practise on weekday d (Monday = bit 0). */
export function toConflictMask(days: readonly WeekdayCode[]): number {
  return days.reduce((mask, day) => mask | (1 << weekdayCodes.indexOf(day)), 0);
}
