import { areNicknames } from '../../lib/nicknames.js';

// Who a registration row is (decision 0039). Automatic only when certain: the registration
// system's id, else exactly the same name (case and spaces aside) and date of birth, whatever
// registration id each carries (decision 0122: ids change every season). Anything
// close (a typo, a nickname, part of a double surname, day and month swapped, a name without a date of birth) is a
// possible match for the admin to confirm or reject; nothing is merged on a guess.

export interface KnownPerson {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  registrationId: string | null;
}

export interface IncomingPerson {
  name: string;
  dateOfBirth: string | null;
  registrationId: string | null;
}

export type NearReason = 'typo' | 'nickname' | 'surname_part' | 'swapped_day_month' | 'no_date_of_birth' | 'same_name_and_birthday_twice';

export type MatchResult =
  | { kind: 'registration_id' | 'name_and_birthday'; participantId: number }
  | { kind: 'possible'; candidates: { participantId: number; reason: NearReason }[] }
  | { kind: 'none' };

/** Letter case and runs of spaces do not count (the migration's people_name_key). */
export const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Edit distance, stopping early once it exceeds `limit` (answers limit + 1 then). */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** 2016-04-03 and 2016-03-04: the same day written the other way round (US and European order). */
export function swapDayMonth(date: string): string | null {
  const [year, month, day] = date.split('-');
  if (!year || !month || !day || month === day || Number(day) > 12) return null;
  return `${year}-${day}-${month}`;
}

/** A typo: one edit in a short name, two in a long one. */
const isTypo = (a: string, b: string) => a !== b && editDistance(a, b, a.length >= 8 ? 2 : 1) <= (a.length >= 8 ? 2 : 1);

function isNickname(a: string, b: string): boolean {
  const [first1, ...rest1] = a.split(' ');
  const [first2, ...rest2] = b.split(' ');
  return rest1.join(' ') === rest2.join(' ') && rest1.length > 0 && areNicknames(first1!, first2!);
}

/**
 * Rivera and Rivera-Lopez, or Garcia Lopez and Lopez: the same first name, and one last name is a
 * part of the other (a hyphenated or double surname written in full one season, short the next).
 */
function isSurnamePart(a: string, b: string): boolean {
  const [first1, ...rest1] = a.split(' ');
  const [first2, ...rest2] = b.split(' ');
  if (first1 !== first2 || !rest1.length || !rest2.length) return false;
  const parts1 = rest1.join(' ').split(/[\s-]+/);
  const parts2 = rest2.join(' ').split(/[\s-]+/);
  if (parts1.join(' ') === parts2.join(' ')) return a !== b;
  const [shorter, longer] = parts1.length <= parts2.length ? [parts1, parts2] : [parts2, parts1];
  return shorter.length < longer.length && shorter.every((part) => longer.includes(part));
}

/** The league's people, indexed once for a whole file. */
export function indexPeople(people: KnownPerson[]) {
  const byRegistration = new Map<string, KnownPerson>();
  const byBirthday = new Map<string, KnownPerson[]>();
  const byName = new Map<string, KnownPerson[]>();
  for (const person of people) {
    if (person.registrationId) byRegistration.set(person.registrationId, person);
    if (person.dateOfBirth) byBirthday.set(person.dateOfBirth, [...(byBirthday.get(person.dateOfBirth) ?? []), person]);
    const key = normaliseName(person.name);
    byName.set(key, [...(byName.get(key) ?? []), person]);
  }
  return { byRegistration, byBirthday, byName };
}

export type PeopleIndex = ReturnType<typeof indexPeople>;

export function matchPerson(index: PeopleIndex, incoming: IncomingPerson): MatchResult {
  if (incoming.registrationId) {
    const known = index.byRegistration.get(incoming.registrationId);
    if (known) return { kind: 'registration_id', participantId: known.id };
  }
  const name = normaliseName(incoming.name);
  const candidates: { participantId: number; reason: NearReason }[] = [];
  const add = (participantId: number, reason: NearReason) => {
    if (!candidates.some((c) => c.participantId === participantId)) candidates.push({ participantId, reason });
  };
  if (incoming.dateOfBirth) {
    const sameDay = index.byBirthday.get(incoming.dateOfBirth) ?? [];
    const exact = sameDay.filter((p) => normaliseName(p.name) === name);
    // Registration systems give new ids each season: one person of this name and birthday in the league is this row (decision 0122).
    if (exact.length === 1) return { kind: 'name_and_birthday', participantId: exact[0]!.id };
    for (const p of exact) add(p.id, 'same_name_and_birthday_twice');
    for (const p of sameDay) {
      const other = normaliseName(p.name);
      if (isNickname(name, other)) add(p.id, 'nickname');
      else if (isSurnamePart(name, other)) add(p.id, 'surname_part');
      else if (isTypo(name, other)) add(p.id, 'typo');
    }
    const swapped = swapDayMonth(incoming.dateOfBirth);
    for (const p of swapped ? (index.byBirthday.get(swapped) ?? []) : []) {
      if (normaliseName(p.name) === name) add(p.id, 'swapped_day_month');
    }
  } else {
    for (const p of index.byName.get(name) ?? []) add(p.id, 'no_date_of_birth');
  }
  return candidates.length ? { kind: 'possible', candidates } : { kind: 'none' };
}
