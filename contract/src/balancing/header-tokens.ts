// Headers as people write them (issue 37): when no known spelling matches, a header's words
// decide its role. "Participant Birth Date", "Parent/Guardian 1 Email" and "Parent1FirstName"
// are read as words: participant birth date, parent guardian 1 email, parent 1 first name.

/** The words of a header: camelCase, digits and punctuation split, lower case, "e-mail" as email. */
export function headerWords(header: string): Set<string> {
  const spaced = header
    .replace(/e-mail/gi, 'email')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .toLowerCase();
  return new Set(spaced.split(/[^a-z0-9]+/).filter(Boolean));
}

const any = (words: Set<string>, list: readonly string[]) => list.some((w) => words.has(w));

/** Words that make a header about an adult, not the child. */
export const adultWords = ['parent', 'guardian', 'mother', 'father', 'mom', 'dad', 'emergency', 'contact', 'account', 'primary', 'secondary', 'coach'] as const;
const parentWords = ['parent', 'guardian', 'mother', 'father', 'mom', 'dad', 'account', 'primary'] as const;
const childish = (w: Set<string>) => !any(w, adultWords);

export type WordRule = (words: Set<string>) => boolean;

/** Each role's rule on a header's words; the first header (file order) a rule accepts is guessed. */
export const roleWordRules = {
  full_name: (w) => w.has('name') && any(w, ['player', 'participant', 'child', 'athlete', 'full', 'student']) && childish(w) && !any(w, ['first', 'last', 'middle', 'team', 'school']),
  first_name: (w) => (w.has('first') || w.has('given')) && childish(w) && !w.has('middle'),
  last_name: (w) => (w.has('last') || w.has('surname') || w.has('family')) && (w.has('name') || w.has('surname')) && childish(w),
  dob_column: (w) => any(w, ['birth', 'dob', 'birthdate', 'birthday', 'born']) && childish(w),
  email_column: (w) => w.has('email') && childish(w),
  parent_email_column: (w) => w.has('email') && any(w, parentWords),
  gender_column: (w) => any(w, ['gender', 'sex']) && childish(w),
  group_column: (w) => any(w, ['sibling', 'siblings', 'carpool', 'together']),
  apart_column: (w) => any(w, ['apart', 'separate']),
  lock_column: (w) => any(w, ['lock', 'locked']),
  request_column: (w) => any(w, ['buddy', 'friend', 'friends', 'request', 'requests', 'requested', 'teammate', 'teammates']),
  region_column: (w) => any(w, ['region', 'location', 'locations', 'neighborhood', 'neighbourhood']),
  availability_column: (w) => any(w, ['availability', 'unavailable', 'conflict', 'conflicts']),
  height_column: (w) => w.has('height'),
  school_column: (w) => w.has('school') && !w.has('grade'),
  // "Volunteer Role", "Coach Volunteer"; not a coach's rating of the child, nor TeamSnap's "Is Coach" staff flag.
  volunteer_column: (w) => (w.has('volunteer') || w.has('coach')) && !any(w, ['rating', 'skill', 'score', 'evaluation', 'is', 'name', 'email', 'phone']),
  parent_name_column: (w) => w.has('name') && any(w, parentWords) && !any(w, ['first', 'last', 'email', 'phone']),
  registration_id_column: (w) => any(w, ['id', 'number']) && any(w, ['player', 'participant', 'member', 'registration', 'athlete', 'person']) && childish(w),
  household_column: (w) => any(w, ['household', 'family']) && !any(w, ['name', 'last']) ,
  phone_column: (w) => any(w, ['phone', 'mobile', 'cell', 'telephone']),
  guardian_first_name: (w) => any(w, parentWords) && w.has('first'),
  guardian_last_name: (w) => any(w, parentWords) && w.has('last'),
} as const satisfies Record<string, WordRule>;

/** The first header the rule accepts, skipping headers already taken. */
export function findHeaderByWords(headers: readonly string[], rule: WordRule, taken: ReadonlySet<string>): string | undefined {
  return headers.find((h) => !taken.has(h) && rule(headerWords(h)));
}
