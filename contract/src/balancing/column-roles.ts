import { findHeaderByWords, roleWordRules } from './header-tokens.js';

// The one owner of which registration-export headers play which role (ADR 0011), for the
// team-file upload and Import Registrations alike (issue 37). Synonyms come from real exports:
// Sports Connect, LeagueApps, TeamSnap, SportsEngine, cyslf; a header no synonym names is read
// by its words (header-tokens.ts), so "Participant Birth Date" is still a date of birth.

/** Headers compare without case, spaces or punctuation: "Player First Name" = "player_first_name". */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export const fullNameSynonyms = ['Name', 'Player Name', 'Player_Name', 'Full Name', 'Full_Name', 'Participant Name', 'Player Full Name'] as const;
export const firstNameSynonyms = ['First Name', 'First_Name', 'Player First Name', 'PlayerFirstName', 'ParticipantFirstName', 'Participant First Name', 'Child First Name'] as const;
export const lastNameSynonyms = ['Last Name', 'Last_Name', 'Player Last Name', 'PlayerLastName', 'ParticipantLastName', 'Participant Last Name', 'Child Last Name'] as const;

/** Each optional role and the headers that propose it, most specific first. */
export const columnRoleSynonyms = {
  dob_column: ['DOB', 'Date of Birth', 'Date Of Birth', 'Date_of_Birth', 'Birthdate', 'Birth Date', 'Birth_Date', 'Player Birth Date', 'Player DOB', 'Player Date of Birth', 'Participant DOB'],
  email_column: ['Email', 'E-mail', 'Email Address', 'Player Email', 'Player_Email', 'Participant Email'],
  parent_email_column: ['Parent 1 Email', 'Parent1Email', 'Parent Email', 'Parent/Guardian Email', 'Guardian Email', 'Guardian 1 Email', 'Primary Parent Email', 'Account Email'],
  gender_column: ['Gender', 'Sex', 'Player Gender', 'Participant Gender'],
  group_column: ['Group', 'Family', 'Family ID', 'Family Name', 'Household', 'Carpool', 'Carpool Group', 'Sibling', 'Siblings', 'Sibling Group', 'Keep Together'],
  apart_column: ['Apart', 'Keep Apart', 'Separate', 'Separate From', 'Not With', 'Apart Group'],
  lock_column: ['Lock', 'Locked Team', 'Team Lock', 'Coach Team', 'Coach', 'Returning Team', 'Team', 'Team Name', 'Assigned Team'],
  request_column: ['Requests', 'Request', 'Teammate Requests', 'Teammate_Requests', 'Teammate Request', 'Buddy Request', 'Friend Request', 'Player Request', 'Requested Teammates', 'Requested Teammate', 'Play With'],
  region_column: ['Region', 'Location', 'Preferred Location', 'Preferred Locations', 'Preferred_Locations', 'Area', 'Neighborhood'],
  availability_column: ['Availability', 'Unavailable', 'Unavailable Days', 'Unavailable_Days', 'Practice Conflicts', 'Conflicts', 'Days Unavailable'],
  height_column: ['Height', 'Height (cm)', 'Height_cm', 'Height cm', 'Player Height'],
  // A parent's offer to coach ("Head Coach", "Assistant Coach"): the child is locked to a coached team.
  volunteer_column: ['Volunteer Role', 'Volunteer', 'Coach Volunteer', 'Volunteer Position'],
  // The parent named as that team's coach.
  parent_name_column: ['Parent 1 Name', 'Parent Name', 'Guardian Name', 'Parent/Guardian Name', 'Guardian 1 Name', 'Primary Parent Name'],
} as const satisfies Record<string, readonly string[]>;

export type OptionalColumnRole = keyof typeof columnRoleSynonyms;
export const optionalColumnRoles = Object.keys(columnRoleSynonyms) as OptionalColumnRole[];

/** Which header plays which role; `name_columns` holds one header, or first then last. */
export type ColumnMapping = { name_columns: string[] } & { [role in OptionalColumnRole]?: string };

/** The header's own spelling of the first synonym present, skipping headers already taken. */
export function findHeader(headers: readonly string[], synonyms: readonly string[], taken: ReadonlySet<string> = new Set()): string | undefined {
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = normalizeHeader(header);
    if (key && !byKey.has(key) && !taken.has(header)) byKey.set(key, header);
  }
  for (const synonym of synonyms) {
    const found = byKey.get(normalizeHeader(synonym));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The player's name columns: a full name, else first then last; synonyms first, then words. */
export function proposeNameColumns(headers: readonly string[]): string[] {
  const full = findHeader(headers, fullNameSynonyms);
  if (full) return [full];
  const first = findHeader(headers, firstNameSynonyms);
  const last = findHeader(headers, lastNameSynonyms, new Set(first ? [first] : []));
  if (first && last) return [first, last];
  const none = new Set<string>();
  const fullByWords = findHeaderByWords(headers, roleWordRules.full_name, none);
  if (fullByWords) return [fullByWords];
  const firstByWords = first ?? findHeaderByWords(headers, roleWordRules.first_name, none);
  const lastByWords = last ?? findHeaderByWords(headers, roleWordRules.last_name, new Set(firstByWords ? [firstByWords] : []));
  return firstByWords && lastByWords ? [firstByWords, lastByWords] : [];
}

/**
 * Each role's header: a known spelling first (every role), then, for roles still open, the first
 * header whose words fit. `taken` headers (used by another role) are never proposed twice.
 */
export function proposeRoles<R extends string>(headers: readonly string[], roles: readonly R[], synonyms: Record<R, readonly string[]>, rules: Record<R, (words: Set<string>) => boolean>, taken: Set<string>): Partial<Record<R, string>> {
  const found: Partial<Record<R, string>> = {};
  const claim = (role: R, header: string | undefined) => {
    if (header === undefined) return;
    found[role] = header;
    taken.add(header);
  };
  for (const role of roles) claim(role, findHeader(headers, synonyms[role], taken));
  for (const role of roles) if (found[role] === undefined) claim(role, findHeaderByWords(headers, rules[role], taken));
  return found;
}

/** A proposal for every role found in the header; the admin confirms or changes it before sending. */
export function proposeColumnMapping(headers: readonly string[], alreadyTaken: readonly string[] = []): ColumnMapping {
  const name_columns = proposeNameColumns(headers);
  const taken = new Set<string>([...name_columns, ...alreadyTaken]);
  return { name_columns, ...proposeRoles(headers, optionalColumnRoles, columnRoleSynonyms, roleWordRules, taken) };
}

/** Headers no role uses: kept per player in additional_data and offered as export columns. */
export function unmappedHeaders(headers: readonly string[], mapping: ColumnMapping, alsoUsed: readonly string[] = []): string[] {
  const used = new Set([...mapping.name_columns, ...optionalColumnRoles.map((r) => mapping[r]), ...alsoUsed].filter((h): h is string => !!h).map(normalizeHeader));
  return headers.filter((h) => h.trim() !== '' && !used.has(normalizeHeader(h)));
}
