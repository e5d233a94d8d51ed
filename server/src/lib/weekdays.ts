// Weekday codes as the spec names them (mon..sun), and the two ways a player's
// practice conflicts arrive in additional_data: an `unavailable_days` list, or an
// `availability` map where false means the player cannot make that day.

export const weekdayCodes = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

export const weekdayShortNames: Record<WeekdayCode, string> = {
  mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun',
};

export const weekdayLongNames: Record<WeekdayCode, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/** Practice happens on school days, so only these are candidates for a team's practice day. */
export const practiceDayCodes: WeekdayCode[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** 'mon', 'Mon', 'MONDAY', ' tues ' → 'mon'/'tue'; anything else → null. */
export function parseWeekday(text: unknown): WeekdayCode | null {
  if (typeof text !== 'string') return null;
  const key = text.trim().toLowerCase().slice(0, 3);
  return (weekdayCodes as readonly string[]).includes(key) ? (key as WeekdayCode) : null;
}

function listFrom(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  // CSV imports often carry the list as one cell: "mon, wed" or "Mon;Wed".
  if (typeof value === 'string') return value.split(/[,;|/]/);
  return [];
}

const isFalse = (value: unknown) => value === false || (typeof value === 'string' && ['false', 'no', '0'].includes(value.trim().toLowerCase()));

/** The weekdays a player cannot practise, in week order, merged from both notations. */
export function readUnavailableDays(additionalData: unknown): WeekdayCode[] {
  if (!additionalData || typeof additionalData !== 'object' || Array.isArray(additionalData)) return [];
  const data = additionalData as Record<string, unknown>;
  const days = new Set<WeekdayCode>();
  for (const item of listFrom(data.unavailable_days)) {
    const code = parseWeekday(item);
    if (code) days.add(code);
  }
  const availability = data.availability;
  if (availability && typeof availability === 'object' && !Array.isArray(availability)) {
    for (const [day, available] of Object.entries(availability)) {
      const code = parseWeekday(day);
      if (code && isFalse(available)) days.add(code);
    }
  }
  return weekdayCodes.filter((code) => days.has(code));
}
