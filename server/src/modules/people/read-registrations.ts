import { cleanName, proposeRegistrationMapping, readGenderText, registrationRoleLabels, type GenderCode, type GuardianNameRole, type ImportColumnDto, type RegistrationRole } from '@league/contract';
import { findColumn, parseBirthDate, parseEmail, parseRating, readGuardianName, readRuleCells, resolveColumns, type CellReader, type ChosenColumns, type CsvTable, type RuleCells, type RuleColumns } from '../balancing/index.js';
import { normaliseName } from './match-participants.js';

// One registration export's rows as people (decision 0039). A bad cell does not stop the
// reading: every problem is collected with its row, so the preview lists them all.

export interface RegistrationColumns extends ChosenColumns {
  registrationId?: string;
  household?: string;
  guardianNames?: string[];
  secondGuardianNames?: string[];
  phone?: string;
  region?: string;
  availability?: string;
  height?: string;
  /** Optional ratings: each skill's column and scale. */
  skills?: { skillId: number; name: string; column: string; normalizationFactor: number }[];
}

export interface RegistrationRow {
  row: number;
  name: string;
  dateOfBirth: string | null;
  email: string | null;
  parentEmail: string | null;
  gender: GenderCode | null;
  registrationId: string | null;
  /** The household column's text, else the parent's email (lower case), else null. */
  householdKey: string | null;
  /** The household as the file writes it ("Ruiz Family"), else the parent's email; the key is lower case. */
  householdLabel: string | null;
  /** The first and second parent's names, as the export gives them (none, one or two). */
  guardianNames: string[];
  phone: string | null;
  /** Ratings in each skill's own scale, by skill id; a blank cell is no rating. */
  ratings: Record<number, number>;
  /** What Create Teams balances by, read as the team-file upload reads it (issue 37). */
  rules: RuleCells;
  problems: string[];
}

/** More people than this in one household is a mistake in the file (a shared office email, a column mix-up). */
export const maxHouseholdSize = 12;

/** A role's column: the admin's choice, else the header's proposal unless the admin gave that column another role. */
export function resolveRegistrationColumns(header: string[], chosen: RegistrationColumns) {
  const proposal = proposeRegistrationMapping(header);
  const chosenHeaders = new Set(Object.values(chosen).filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase()));
  const pick = (value: string | undefined, role: Exclude<RegistrationRole, GuardianNameRole>) => {
    if (value) return findColumn(header, value, registrationRoleLabels[role].toLowerCase());
    const proposed = proposal[role];
    return proposed && !chosenHeaders.has(proposed.toLowerCase()) ? proposed : null;
  };
  const guardians = (given: string[] | undefined, role: GuardianNameRole) =>
    given
      ? given.map((c) => findColumn(header, c, registrationRoleLabels[role].toLowerCase()))
      : (proposal[role] ?? []).every((c) => !chosenHeaders.has(c.toLowerCase())) ? (proposal[role] ?? []) : [];
  const guardianNames = guardians(chosen.guardianNames, 'guardian_name_columns');
  const secondGuardianNames = guardians(chosen.secondGuardianNames, 'second_guardian_name_columns');
  return {
    names: resolveColumns(header, chosen).names,
    dob: pick(chosen.dob, 'dob_column'),
    email: pick(chosen.email, 'email_column'),
    parentEmail: pick(chosen.parentEmail, 'parent_email_column'),
    gender: pick(chosen.gender, 'gender_column'),
    registrationId: pick(chosen.registrationId, 'registration_id_column'),
    household: pick(chosen.household, 'household_column'),
    guardianNames,
    secondGuardianNames,
    phone: pick(chosen.phone, 'phone_column'),
    rules: {
      volunteer: pick(chosen.volunteer, 'volunteer_column'),
      parentName: pick(chosen.parentName, 'parent_name_column'),
      request: pick(chosen.request, 'request_column'),
      group: pick(chosen.group, 'group_column'),
      apart: pick(chosen.apart, 'apart_column'),
      lock: pick(chosen.lock, 'lock_column'),
      region: pick(chosen.region, 'region_column'),
      availability: pick(chosen.availability, 'availability_column'),
      height: pick(chosen.height, 'height_column'),
      school: pick(chosen.school, 'school_column'),
    } satisfies RuleColumns,
    skills: (chosen.skills ?? []).map((s) => ({ ...s, column: findColumn(header, s.column, `the skill "${s.name}"`) })),
  };
}

export type ResolvedRegistrationColumns = ReturnType<typeof resolveRegistrationColumns>;

/** The columns read, role by role, as the preview lists them. */
export function describeColumnsRead(columns: ResolvedRegistrationColumns): ImportColumnDto[] {
  const { names, rules } = columns;
  const roles: [RegistrationRole, string | null][] = [
    ['dob_column', columns.dob], ['registration_id_column', columns.registrationId], ['gender_column', columns.gender], ['email_column', columns.email],
    ['parent_email_column', columns.parentEmail], ['household_column', columns.household], ['phone_column', columns.phone],
    ['guardian_name_columns', columns.guardianNames.join(' + ') || null], ['second_guardian_name_columns', columns.secondGuardianNames.join(' + ') || null], ['volunteer_column', rules.volunteer], ['parent_name_column', rules.parentName],
    ['request_column', rules.request], ['group_column', rules.group], ['apart_column', rules.apart], ['lock_column', rules.lock], ['region_column', rules.region],
    ['availability_column', rules.availability], ['height_column', rules.height], ['school_column', rules.school],
  ];
  const name: ImportColumnDto = { role: 'name_columns', label: 'Player name', column: Object.values(names).join(' + ') };
  return [name, ...roles.flatMap(([role, column]) => (column ? [{ role, label: registrationRoleLabels[role], column }] : []))];
}

export function readRegistrations(table: CsvTable, columns: ResolvedRegistrationColumns, today: string): RegistrationRow[] {
  const rows = table.rows.map(({ row, values }) => {
    const problems: string[] = [];
    const text = (column: string | null) => (column ? (values[column] ?? '').trim() : '');
    const parsed = <T>(column: string | null, parse: (value: string) => T | null): T | null => {
      try {
        return parse(text(column));
      } catch (error) {
        problems.push(`Row ${row}, column "${column}": ${(error as Error).message}`);
        return null;
      }
    };
    const { names } = columns;
    const name = cleanName('full' in names ? text(names.full) : `${text(names.first)} ${text(names.last)}`).replace(/\s+/g, ' ').trim();
    if (!name) problems.push(`Row ${row}: the name is blank.`);
    if (name.length > 200) problems.push(`Row ${row}: the name is longer than 200 characters.`);
    const dateOfBirth = parsed(columns.dob, parseBirthDate);
    if (dateOfBirth && dateOfBirth > today) problems.push(`Row ${row}, column "${columns.dob}": the date of birth ${dateOfBirth} is in the future.`);
    const gender = parsed(columns.gender, (value) => {
      const reading = readGenderText(value);
      if (reading === 'unknown') throw new Error(`"${value}" is not a gender we know. Use Girl, Boy or Non-binary (F, M or X), or leave it blank.`);
      return reading;
    });
    const registrationId = text(columns.registrationId) || null;
    if (registrationId && registrationId.length > 100) problems.push(`Row ${row}: the registration id is longer than 100 characters.`);
    const parentEmail = parsed(columns.parentEmail, parseEmail);
    const household = text(columns.household);
    const cell: CellReader = (column, parse, fallback) => (column ? (parsed(column, parse) ?? fallback) : fallback);
    const rules = readRuleCells(columns.rules, cell);
    // One "Parent Name" column is both the guardian's name and, when they volunteer, the coach's.
    const guardianName = readGuardianName(columns.guardianNames.map((c) => text(c)), rules.parentName);
    const secondGuardianName = readGuardianName(columns.secondGuardianNames.map((c) => text(c)), null);
    const guardianNames = [guardianName, secondGuardianName].filter((n): n is string => n !== null);
    const ratings: Record<number, number> = {};
    for (const skill of columns.skills) {
      const rating = parsed(skill.column, (value) => parseRating(value, skill.normalizationFactor));
      if (rating !== null) ratings[skill.skillId] = rating;
    }
    return {
      row,
      name,
      dateOfBirth,
      email: parsed(columns.email, parseEmail),
      parentEmail,
      gender,
      registrationId,
      householdKey: household ? `household:${household.toLowerCase()}` : parentEmail ? `email:${parentEmail.toLowerCase()}` : null,
      householdLabel: household || parentEmail?.toLowerCase() || null,
      guardianNames,
      phone: text(columns.phone) || null,
      ratings,
      // A volunteer's name is the parent's: the guardian name columns when no parent name column is read.
      rules: { ...rules, parentName: rules.parentName ?? guardianName?.slice(0, 64) ?? null },
      problems,
    };
  });
  checkAcrossRows(rows);
  return rows;
}

/** Two rows for one person, and households too large to be a family, name every row involved. */
function checkAcrossRows(rows: RegistrationRow[]): void {
  const groups = (key: (r: RegistrationRow) => string | null) => {
    const by = new Map<string, RegistrationRow[]>();
    for (const r of rows) {
      const k = key(r);
      if (k) by.set(k, [...(by.get(k) ?? []), r]);
    }
    return [...by.values()].filter((group) => group.length > 1);
  };
  for (const group of groups((r) => r.registrationId)) {
    for (const r of group) r.problems.push(`Row ${r.row}: registration id ${r.registrationId} is also on row${group.length > 2 ? 's' : ''} ${group.filter((o) => o !== r).map((o) => o.row).join(', ')}.`);
  }
  for (const group of groups((r) => (r.registrationId || !r.dateOfBirth ? null : `${normaliseName(r.name)}|${r.dateOfBirth}`))) {
    for (const r of group) r.problems.push(`Row ${r.row}: ${r.name}, born ${r.dateOfBirth}, is also on row${group.length > 2 ? 's' : ''} ${group.filter((o) => o !== r).map((o) => o.row).join(', ')}.`);
  }
  for (const group of groups((r) => r.householdKey)) {
    if (group.length <= maxHouseholdSize) continue;
    const label = group[0]!.householdKey!.replace(/^[a-z]+:/, '');
    for (const r of group) r.problems.push(`Row ${r.row}: the household "${label}" links ${group.length} people, more than ${maxHouseholdSize}; check the household or parent email column.`);
  }
}
