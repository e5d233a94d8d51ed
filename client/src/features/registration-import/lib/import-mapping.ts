import { proposeColumnMapping } from '@league/contract';

/**
 * The registration import's columns: the name as Create Teams reads it, then the optional
 * roles the import understands. A role left on None is looked for by the server from the
 * header names registration exports use (decision 0039).
 */
export const importRoles = [
  { key: 'dob', label: 'Date of birth', field: 'dob_column' },
  { key: 'registrationId', label: 'Registration system player id', field: 'registration_id_column', help: 'Finds returning players by the id your registration system gives them.' },
  { key: 'gender', label: 'Gender', field: 'gender_column' },
  { key: 'email', label: 'Player email', field: 'email_column' },
  { key: 'parentEmail', label: 'Parent email', field: 'parent_email_column', help: 'Brothers and sisters with the same parent email become one family.' },
  { key: 'household', label: 'Family or household', field: 'household_column', help: 'Players with the same value are one family.' },
  { key: 'phone', label: 'Parent phone', field: 'phone_column' },
  { key: 'guardianName', label: 'Parent or guardian name', field: 'guardian_name_columns' },
] as const;

export type ImportRole = (typeof importRoles)[number]['key'];

export interface ImportMapping {
  firstName: string;
  lastName: string;
  /** Used when the file has one name column (first and last are then empty). */
  fullName: string;
  roles: Record<ImportRole, string>;
}

const emptyRoles = Object.fromEntries(importRoles.map((r) => [r.key, ''])) as Record<ImportRole, string>;

/** What the header suggests, with the synonyms Create Teams uses. */
export function proposeImportMapping(columns: string[]): ImportMapping {
  const p = proposeColumnMapping(columns);
  const split = p.name_columns.length >= 2;
  return {
    fullName: split ? '' : (p.name_columns[0] ?? ''),
    firstName: split ? p.name_columns[0]! : '',
    lastName: split ? p.name_columns[1]! : '',
    roles: { ...emptyRoles, dob: p.dob_column ?? '', email: p.email_column ?? '', parentEmail: p.parent_email_column ?? '', gender: p.gender_column ?? '' },
  };
}

export function nameColumnsOf(mapping: ImportMapping): string[] {
  return mapping.firstName && mapping.lastName ? [mapping.firstName, mapping.lastName] : [mapping.fullName].filter(Boolean);
}

/** The multipart fields; roles on None are left out so the server looks for them itself. */
export function importFields(mapping: ImportMapping): Record<string, string> {
  const fields: Record<string, string> = {};
  const names = nameColumnsOf(mapping);
  if (names.length) fields.name_columns = JSON.stringify(names);
  for (const role of importRoles) {
    const column = mapping.roles[role.key];
    if (column) fields[role.field] = role.key === 'guardianName' ? JSON.stringify([column]) : column;
  }
  return fields;
}
