import { proposeColumnMapping } from '@league/contract';

/** The file columns a role can be read from; '' means the role is not used. */
export const mappingRoles = [
  { key: 'dob', label: 'Date of birth', field: 'dob_column' },
  { key: 'email', label: 'Player email', field: 'email_column' },
  { key: 'parentEmail', label: 'Parent email', field: 'parent_email_column' },
  { key: 'gender', label: 'Gender', field: 'gender_column', help: 'Boys and girls are spread evenly over the teams. M/F, Boy/Girl, Male/Female and the like are understood; after balancing you can say what any other value means.' },
  { key: 'group', label: 'Siblings or carpool group', field: 'group_column', help: 'Players with the same value play on the same team.' },
  { key: 'apart', label: 'Keep apart', field: 'apart_column', help: 'Players with the same value play on different teams.' },
  { key: 'lock', label: 'Locked team', field: 'lock_column', help: "A team name or number the player must be on (a coach's child)." },
  { key: 'request', label: 'Teammate requests', field: 'request_column', help: 'Names of requested teammates, separated by ";".' },
  { key: 'school', label: 'School', field: 'school_column', help: 'No team gets more players from one school than the number you choose under Team Rules.' },
  { key: 'volunteer', label: 'Volunteer role', field: 'volunteer_column', help: 'A parent who answered "Head Coach" or "Coach" (then "Assistant Coach") gets a team of their own, with their child on it.' },
  { key: 'parentName', label: 'Parent name', field: 'parent_name_column', help: "The volunteer parent's name becomes the team's coach." },
] as const;

export type MappingRole = (typeof mappingRoles)[number]['key'];
export type NameMode = 'one' | 'split';

export interface ColumnMapping {
  nameMode: NameMode;
  name: string;
  firstName: string;
  lastName: string;
  roles: Record<MappingRole, string>;
  /** Proposed for the options further down the form (region, practice conflicts, height). */
  region: string;
  availability: string;
  height: string;
}

/** The admin's changes on top of the proposal; they survive choosing another file. */
export type ManualMapping = Partial<Omit<ColumnMapping, 'roles'>> & { roles?: Partial<Record<MappingRole, string>> };

const emptyRoles = Object.fromEntries(mappingRoles.map((r) => [r.key, ''])) as Record<MappingRole, string>;

/** What the file's header suggests for every role, from the synonyms real registration exports use. */
export function proposeMapping(columns: string[]): ColumnMapping {
  if (columns.length === 0) return { nameMode: 'one', name: '', firstName: '', lastName: '', roles: { ...emptyRoles }, region: '', availability: '', height: '' };
  const p = proposeColumnMapping(columns);
  const split = p.name_columns.length >= 2;
  return {
    nameMode: split ? 'split' : 'one',
    name: split ? '' : (p.name_columns[0] ?? ''),
    firstName: split ? (p.name_columns[0] ?? '') : '',
    lastName: split ? (p.name_columns[1] ?? '') : '',
    roles: {
      dob: p.dob_column ?? '',
      email: p.email_column ?? '',
      parentEmail: p.parent_email_column ?? '',
      gender: p.gender_column ?? '',
      group: p.group_column ?? '',
      apart: p.apart_column ?? '',
      lock: p.lock_column ?? '',
      request: p.request_column ?? '',
      school: '',
      volunteer: p.volunteer_column ?? '',
      parentName: p.parent_name_column ?? '',
    },
    region: p.region_column ?? '',
    availability: p.availability_column ?? '',
    height: p.height_column ?? '',
  };
}

export function applyManual(proposal: ColumnMapping, manual: ManualMapping): ColumnMapping {
  const { roles, ...rest } = manual;
  return { ...proposal, ...rest, roles: { ...proposal.roles, ...roles } };
}

export function nameColumns(mapping: ColumnMapping): string[] {
  return (mapping.nameMode === 'one' ? [mapping.name] : [mapping.firstName, mapping.lastName]).filter(Boolean);
}

export type MappingProblems = Partial<Record<'name' | 'firstName' | 'lastName' | MappingRole, string>>;

const missing = (column: string) => `This file has no column "${column}". Choose another column or None.`;

/** Shown under each field as soon as a file is chosen, so nothing is sent that the server would refuse. */
export function findMappingProblems(mapping: ColumnMapping, columns: string[]): MappingProblems {
  if (columns.length === 0) return {};
  const problems: MappingProblems = {};
  const absent = (column: string) => column !== '' && !columns.includes(column);
  if (mapping.nameMode === 'one') {
    if (!mapping.name) problems.name = "Choose the column with the player's name, or switch to first and last name.";
    else if (absent(mapping.name)) problems.name = missing(mapping.name);
  } else {
    if (!mapping.firstName) problems.firstName = 'Choose the first-name column.';
    else if (absent(mapping.firstName)) problems.firstName = missing(mapping.firstName);
    if (!mapping.lastName) problems.lastName = 'Choose the last-name column.';
    else if (absent(mapping.lastName)) problems.lastName = missing(mapping.lastName);
  }
  for (const role of mappingRoles) {
    if (absent(mapping.roles[role.key])) problems[role.key] = missing(mapping.roles[role.key]);
  }
  return problems;
}

/** The multipart fields of the confirmed mapping; unused roles are left out so the server ignores them. */
export function mappingFields(mapping: ColumnMapping): Record<string, string> {
  const fields: Record<string, string> = { name_columns: JSON.stringify(nameColumns(mapping)) };
  for (const role of mappingRoles) if (mapping.roles[role.key]) fields[role.field] = mapping.roles[role.key];
  return fields;
}
