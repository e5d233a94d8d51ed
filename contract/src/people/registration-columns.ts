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

const guardianNamePairs = [['Parent 1 First Name', 'Parent 1 Last Name'], ['Parent1FirstName', 'Parent1LastName'], ['Guardian 1 First Name', 'Guardian 1 Last Name']] as const;

export type RegistrationMapping = ColumnMapping & { [role in RegistrationOnlyRole]?: string } & { guardian_name_columns?: string[] };
export type RegistrationRole = OptionalColumnRole | RegistrationOnlyRole | 'guardian_name_columns';

/** The parent's name as one column, or first then last; synonyms first, then words. Both doors read it (decision 0186). */
export function proposeGuardianNames(headers: readonly string[], taken: Set<string> = new Set()): string[] | undefined {
  for (const [first, last] of guardianNamePairs) {
    const pair = [findHeader(headers, [first], taken), findHeader(headers, [last], taken)];
    if (pair[0] && pair[1]) return pair as string[];
  }
  const first = findHeaderByWords(headers, roleWordRules.guardian_first_name, taken);
  const last = findHeaderByWords(headers, roleWordRules.guardian_last_name, taken);
  return first && last ? [first, last] : undefined;
}

/**
 * What a registration export's header proposes: the name, the registration-only roles (id,
 * household, phone, parent's name) and every rule role Create Teams reads. The household column
 * is the family; it is not proposed again as the group (a family is a group already, decision 0046).
 */
export function proposeRegistrationMapping(headers: readonly string[]): RegistrationMapping {
  const taken = new Set<string>();
  const own = proposeRoles(headers, registrationOnlyRoles, registrationColumnSynonyms, roleWordRules, taken);
  const guardians = proposeGuardianNames(headers, taken);
  guardians?.forEach((h) => taken.add(h));
  return { ...proposeColumnMapping(headers, [...taken]), ...own, ...(guardians ? { guardian_name_columns: guardians } : {}) };
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
