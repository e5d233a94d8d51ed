// The one weekday vocabulary: codes as the spec names them (mon..sun), every spelling we
// read, a strict parser for CSV cells and a lenient reader for stored additional_data
// (where a player's conflicts arrive as an `unavailable_days` list or an `availability`
// map in which false means the player cannot make that day).

export const weekdayCodes = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

export const weekdayNames: Record<WeekdayCode, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/** Three letters, where a table column has no room for the whole name. */
export const weekdayShortNames: Record<WeekdayCode, string> = {
  mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun',
};

/** The weekday of a YYYY-MM-DD day (a UTC calendar day, decision 0062). */
export function weekdayOf(date: string): WeekdayCode {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdayCodes[(sundayFirst + 6) % 7]!;
}

/** Practice happens on school days, so only these are candidates for a team's practice day. */
export const practiceDayCodes: readonly WeekdayCode[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

const spellings: Record<WeekdayCode, string[]> = {
  mon: ['mon', 'monday', 'mo'],
  tue: ['tue', 'tues', 'tuesday', 'tu'],
  wed: ['wed', 'weds', 'wednesday', 'we'],
  thu: ['thu', 'thur', 'thurs', 'thursday', 'th'],
  fri: ['fri', 'friday', 'fr'],
  sat: ['sat', 'saturday', 'sa'],
  sun: ['sun', 'sunday', 'su'],
};
const wordForms = new Map<string, WeekdayCode>(weekdayCodes.flatMap((code) => spellings[code].map((form) => [form, code] as const)));

/** Letter codes as on school timetables: M T W R (or Th) F, Sa, Su (or U). "S" alone is ambiguous. */
const letterCodes: [string, WeekdayCode][] = [
  ['th', 'thu'], ['tu', 'tue'], ['sa', 'sat'], ['su', 'sun'],
  ['m', 'mon'], ['t', 'tue'], ['w', 'wed'], ['r', 'thu'], ['f', 'fri'], ['u', 'sun'],
];

const noneForms = new Set(['none', 'no', 'n/a', 'na', '-', 'nothing', 'any', 'available']);

const daysHelp = 'List days like "mon;wed", "Monday, Wednesday" or "M/W".';

/** The days of one word ("Monday", "tues.", "MWF"); null when it is not a day or run of letter codes. */
function readToken(token: string): WeekdayCode[] | null {
  const word = wordForms.get(token.replace(/\.$/, ''));
  if (word) return [word];
  const found: WeekdayCode[] = [];
  let rest = token;
  while (rest.length > 0) {
    const hit = letterCodes.find(([letters]) => rest.startsWith(letters));
    if (!hit) return null;
    found.push(hit[1]);
    rest = rest.slice(hit[0].length);
  }
  return found;
}

/** Every day in `text`, in week order; `onUnknown` decides what a word that is no day does. */
function readDays(text: string, onUnknown: () => void): WeekdayCode[] {
  const value = text.trim().toLowerCase();
  if (value === '' || noneForms.has(value)) return [];
  const days = new Set<WeekdayCode>();
  for (const token of value.split(/[\s,;/|&+]+|\band\b/).filter(Boolean)) {
    const found = readToken(token);
    if (found) found.forEach((day) => days.add(day));
    else onUnknown();
  }
  return weekdayCodes.filter((code) => days.has(code));
}

/** Strict, for CSV cells: "mon;wed", "Monday, Wednesday", "M/W" or "MWF"; anything else throws a sentence. */
export function parseDays(text: string): WeekdayCode[] {
  return readDays(text, () => {
    throw new Error(`"${text.trim()}" is not a list of days. ${daysHelp}`);
  });
}

/** Lenient: the days named in any text, skipping words that are no day. */
function readDaysLeniently(value: unknown): WeekdayCode[] {
  return typeof value === 'string' ? readDays(value, () => {}) : [];
}

const isFalse = (value: unknown) => value === false || (typeof value === 'string' && ['false', 'no', '0'].includes(value.trim().toLowerCase()));

/** The weekdays a player cannot practise, in week order, merged from both stored notations; never throws. */
export function readUnavailableDays(additionalData: unknown): WeekdayCode[] {
  if (!additionalData || typeof additionalData !== 'object' || Array.isArray(additionalData)) return [];
  const data = additionalData as Record<string, unknown>;
  const listed = Array.isArray(data.unavailable_days) ? data.unavailable_days : [data.unavailable_days];
  const days = new Set<WeekdayCode>(listed.flatMap(readDaysLeniently));
  const availability = data.availability;
  if (availability && typeof availability === 'object' && !Array.isArray(availability)) {
    for (const [day, available] of Object.entries(availability)) {
      if (isFalse(available)) readDaysLeniently(day).forEach((code) => days.add(code));
    }
  }
  return weekdayCodes.filter((code) => days.has(code));
}

/** Bit d set when the player cannot practise on weekday d (Monday = bit 0), as the optimizer reads conflicts. */
export function toConflictMask(days: readonly WeekdayCode[]): number {
  return days.reduce((mask, day) => mask | (1 << weekdayCodes.indexOf(day)), 0);
}
