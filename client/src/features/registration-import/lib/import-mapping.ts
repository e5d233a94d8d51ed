import { guardianNameRoles, proposeRegistrationMapping, registrationRoleLabels, type GuardianNameRole, type RegistrationMapping, type RegistrationRole } from '@league/contract';

/**
 * The registration import's columns: the name as Create Teams reads it, then every role the
 * import understands (the contract owns the roles, their synonyms and their words). A role left
 * on None is looked for by the server from the header, as proposed here (decision 0039).
 */
const help: Partial<Record<RegistrationRole, string>> = {
  registration_id_column: 'Finds returning players by the id your registration system gives them.',
  parent_email_column: 'Brothers and sisters with the same parent email become one family.',
  household_column: 'Players with the same value are one family.',
  volunteer_column: 'Head coaches get a team each; an assistant joins the head coach their family asked for.',
  request_column: 'Friends who ask for each other are put on one team when the teams stay even.',
};

/** The roles Create Teams balances by, shown under their own heading. */
const teamRoles = new Set<RegistrationRole>(['volunteer_column', 'parent_name_column', 'request_column', 'group_column', 'apart_column', 'lock_column', 'region_column', 'availability_column', 'height_column', 'school_column']);

export const importRoles = (Object.keys(registrationRoleLabels) as RegistrationRole[]).map((key) => ({ key, label: registrationRoleLabels[key], help: help[key], forTeams: teamRoles.has(key) }));

export type ImportRole = RegistrationRole;

export interface ImportMapping {
  firstName: string;
  lastName: string;
  /** Used when the file has one name column (first and last are then empty). */
  fullName: string;
  roles: Record<ImportRole, string>;
}

const roleValue = (p: RegistrationMapping, role: ImportRole) => {
  const value = p[role];
  return Array.isArray(value) ? value.join(' + ') : (value ?? '');
};

/** What the header suggests, by the same synonyms and words the server and Create Teams use. */
export function proposeImportMapping(columns: string[]): ImportMapping {
  const p = proposeRegistrationMapping(columns);
  const split = p.name_columns.length >= 2;
  return {
    fullName: split ? '' : (p.name_columns[0] ?? ''),
    firstName: split ? p.name_columns[0]! : '',
    lastName: split ? p.name_columns[1]! : '',
    roles: Object.fromEntries(importRoles.map((r) => [r.key, roleValue(p, r.key)])) as Record<ImportRole, string>,
  };
}

export function nameColumnsOf(mapping: ImportMapping): string[] {
  return mapping.firstName && mapping.lastName ? [mapping.firstName, mapping.lastName] : [mapping.fullName].filter(Boolean);
}

/** The roles whose column is still the one guessed from the header (the admin did not change it). */
export function guessedRoles(mapping: ImportMapping, proposal: ImportMapping): { label: string; column: string }[] {
  const names = nameColumnsOf(mapping);
  const guessedName = names.length > 0 && names.join(' + ') === nameColumnsOf(proposal).join(' + ');
  return [
    ...(guessedName ? [{ label: 'Player name', column: names.join(' + ') }] : []),
    ...importRoles.filter((r) => mapping.roles[r.key] !== '' && mapping.roles[r.key] === proposal.roles[r.key]).map((r) => ({ label: r.label, column: mapping.roles[r.key] })),
  ];
}

/** The multipart fields; roles on None are left out so the server looks for them itself. */
export function importFields(mapping: ImportMapping): Record<string, string> {
  const fields: Record<string, string> = {};
  const names = nameColumnsOf(mapping);
  if (names.length) fields.name_columns = JSON.stringify(names);
  for (const role of importRoles) {
    const column = mapping.roles[role.key];
    if (column) fields[role.key] = guardianNameRoles.includes(role.key as GuardianNameRole) ? JSON.stringify(column.split(' + ')) : column;
  }
  return fields;
}
