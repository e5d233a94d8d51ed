// The one gender vocabulary (decision 0034): three codes, their words, every spelling we
// read, and an answer of "unknown" for text we cannot place, so that nothing is ever
// balanced as a gender of its own just because it was typed differently ("M", "Male", "m").

/** F girl, M boy, X non-binary or another gender: the letters of passports and most registration systems. */
export const genderCodes = ['F', 'M', 'X'] as const;
export type GenderCode = (typeof genderCodes)[number];

export const genderNames: Record<GenderCode, string> = { F: 'Girl', M: 'Boy', X: 'Non-binary' };
/** For counts: "3 girls". */
export const genderPluralNames: Record<GenderCode, string> = { F: 'girls', M: 'boys', X: 'non-binary players' };

/** "Girl" for F; other text as given. */
export const genderName = (value: string): string => ((genderCodes as readonly string[]).includes(value) ? genderNames[value as GenderCode] : value);

const spellings: Record<GenderCode, string[]> = {
  F: ['f', 'female', 'girl', 'girls', 'g', 'w', 'woman', 'women', 'fem', 'feminine'],
  M: ['m', 'male', 'boy', 'boys', 'b', 'man', 'men', 'masc', 'masculine'],
  X: ['x', 'non binary', 'nonbinary', 'nb', 'enby', 'other', 'o', 'another gender', 'gender diverse', 'genderqueer', 'gender fluid', 'genderfluid', 'agender'],
};

/** Registration systems' ways of saying the family did not answer: read as no gender, never as a gender. */
const notGivenForms = ['', 'n/a', 'na', 'u', 'unknown', 'not given', 'not specified', 'unspecified', 'prefer not to say', 'prefer not to answer', 'declined', 'none'];

/** How a gender text is compared: case, spaces, dashes and a closing full stop do not matter. */
export function foldGenderText(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_-]+/g, ' ').replace(/\.$/, '').trim();
}

const byFold = new Map<string, GenderCode>(genderCodes.flatMap((code) => spellings[code].map((form) => [form, code] as const)));
const notGiven = new Set(notGivenForms);

/** What a text says: a code, `null` when it gives no gender (blank, "n/a", "prefer not to say"), or 'unknown'. */
export type GenderReading = GenderCode | null | 'unknown';

export function readGenderText(text: string): GenderReading {
  const folded = foldGenderText(text);
  if (notGiven.has(folded)) return null;
  return byFold.get(folded) ?? 'unknown';
}

/**
 * The admin's answer for texts the vocabulary does not know, by folded text: a code, or
 * 'none' for "treat as not given". Sent as `gender_mapping` with the balancing upload.
 */
export type GenderMapping = Record<string, GenderCode | 'none'>;

/** A reader that takes the admin's mapping first (so they can also correct a spelling we know), then the vocabulary. */
export function makeGenderReader(mapping: GenderMapping = {}): (text: string) => GenderReading {
  const chosen = new Map(Object.entries(mapping).map(([from, to]) => [foldGenderText(from), to]));
  return (text) => {
    const to = chosen.get(foldGenderText(text));
    if (to !== undefined) return to === 'none' ? null : to;
    return readGenderText(text);
  };
}

/** Lenient, for stored values: the code, or null for no gender or a text we cannot place (never throws). */
export function readGender(value: unknown): GenderCode | null {
  if (typeof value !== 'string') return null;
  const reading = readGenderText(value);
  return reading === 'unknown' ? null : reading;
}

export const genderHelp = `Use ${genderCodes.map((code) => genderNames[code]).join(', ')} (or ${genderCodes.join(', ')}), or leave it blank.`;
