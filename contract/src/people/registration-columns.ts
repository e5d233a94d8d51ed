import { findHeader, proposeColumnMapping, proposeRoles, type ColumnMapping, type OptionalColumnRole } from '../balancing/column-roles.js';
import { findHeaderByWords, roleWordRules } from '../balancing/header-tokens.js';

// Import Registrations' columns (decision 0039, issue 37): every role of the team-file upload
// (column-roles.ts) plus those only a registration has, proposed by the same synonyms and words.

export const registrationColumnSynonyms = {
  registration_id_column: ['Registration ID', 'Registration_ID', 'PlayerID', 'Player ID', 'ParticipantID', 'Participant ID', 'Member ID', 'MemberID'],
  household_column: ['Household', 'Household ID', 'Household Name', 'Family', 'Family ID', 'Family Name', 'HouseholdID', 'FamilyID'],
  // Create Teams asks for the school with its per-team limit (decision 0049); a registration keeps it for later.
  school_column: ['School', 'School Name', 'Player School', 'School Attending', 'Current School'],
  phone_column: ['Phone', 'Mobile Phone', 'Parent 1 Mobile Phone Number', 'Parent 1 Phone', 'Parent1HomePhone', 'Parent1 Home Phone', 'Parent Phone', 'Guardian Phone'],
} as const satisfies Record<string, readonly string[]>;

export type RegistrationOnlyRole = keyof typeof registrationColumnSynonyms;
const registrationOnlyRoles = Object.keys(registrationColumnSynonyms) as RegistrationOnlyRole[];

const guardianNamePairs = {
  1: [['Parent 1 First Name', 'Parent 1 Last Name'], ['Parent1FirstName', 'Parent1LastName'], ['Guardian 1 First Name', 'Guardian 1 Last Name']],
  2: [['Parent 2 First Name', 'Parent 2 Last Name'], ['Parent2FirstName', 'Parent2LastName'], ['Guardian 2 First Name', 'Guardian 2 Last Name']],
} as const;

/** The multi-column roles: a parent's name as one column, or first then last. */
export type GuardianNameRole = 'guardian_name_columns' | 'second_guardian_name_columns';
export const guardianNameRoles: readonly GuardianNameRole[] = ['guardian_name_columns', 'second_guardian_name_columns'];

export type RegistrationMapping = ColumnMapping & { [role in RegistrationOnlyRole]?: string } & { [role in GuardianNameRole]?: string[] };
export type RegistrationRole = OptionalColumnRole | RegistrationOnlyRole | GuardianNameRole;

/**
 * A parent's name as first then last ("Parent/Guardian 2 First Name"), as a first name alone,
 * or as one column ("Parent 2 Name"); synonyms first, then words. Exports list a first and a second parent; a
 * header that says "2" is the second's, any other the first's. Both doors read the first (decision 0186).
 */
export function proposeGuardianNames(headers: readonly string[], taken: Set<string> = new Set(), which: 1 | 2 = 1): string[] | undefined {
  for (const [first, last] of guardianNamePairs[which]) {
    const pair = [findHeader(headers, [first], taken), findHeader(headers, [last], taken)];
    if (pair[0] && pair[1]) return pair as string[];
  }
  const theirs = (w: Set<string>) => w.has('2') === (which === 2);
  const first = findHeaderByWords(headers, (w) => roleWordRules.guardian_first_name(w) && theirs(w), taken);
  const last = findHeaderByWords(headers, (w) => roleWordRules.guardian_last_name(w) && theirs(w), taken);
  if (first && last) return [first, last];
  // Some exports give a parent's first name only ("Parent/Guardian 2 First Name"): it is the name.
  if (first) return [first];
  // The first parent's single name column is the parent name column's business (a coach's name too).
  const whole = which === 2 ? findHeaderByWords(headers, (w) => roleWordRules.parent_name_column(w) && w.has('2'), taken) : undefined;
  return whole ? [whole] : undefined;
}

/**
 * What a registration export's header proposes: the name, the registration-only roles (id,
 * household, phone, parent's name) and every rule role Create Teams reads. The household column
 * is the family; it is not proposed again as the group (a family is a group already, decision 0046).
 */
export function proposeRegistrationMapping(headers: readonly string[]): RegistrationMapping {
  const taken = new Set<string>();
  const own = proposeRoles(headers, registrationOnlyRoles, registrationColumnSynonyms, roleWordRules, taken);
  const guardians = proposeGuardianNames(headers, taken, 1);
  guardians?.forEach((h) => taken.add(h));
  const second = proposeGuardianNames(headers, taken, 2);
  second?.forEach((h) => taken.add(h));
  return {
    ...proposeColumnMapping(headers, [...taken]),
    ...own,
    ...(guardians ? { guardian_name_columns: guardians } : {}),
    ...(second ? { second_guardian_name_columns: second } : {}),
  };
}

/** Every role the import reads, in the order the screen and the preview list them, with its words for a volunteer. */
export const registrationRoleLabels: Record<RegistrationRole, string> = {
  dob_column: 'Date of birth',
  registration_id_column: 'Registration system player id',
  gender_column: 'Gender',
  email_column: 'Player email',
  parent_email_column: 'Parent email',
  household_column: 'Family or household',
  phone_column: 'Parent phone',
  guardian_name_columns: 'Parent or guardian name',
  second_guardian_name_columns: 'Second parent or guardian name',
  volunteer_column: 'Parent volunteering to coach',
  parent_name_column: "Coach's name (the parent)",
  request_column: 'Friend or buddy requests',
  group_column: 'Play together (siblings, carpools)',
  apart_column: 'Keep apart',
  lock_column: 'Team the player must be on',
  region_column: 'Region or location',
  availability_column: 'Practice days the player cannot make',
  height_column: 'Height',
  school_column: 'School',
};

export const registrationRoles = Object.keys(registrationRoleLabels) as RegistrationRole[];
