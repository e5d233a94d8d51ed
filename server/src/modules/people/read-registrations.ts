import { cleanName, readGenderText, type GenderCode } from '@league/contract';
import { findColumn, parseBirthDate, parseEmail, parseRating, resolveColumns, type ChosenColumns, type CsvTable } from '../balancing/index.js';
import { normaliseName } from './match-participants.js';

// One registration export's rows as people (decision 0039). A bad cell does not stop the
// reading: every problem is collected with its row, so the preview lists them all.

export interface RegistrationColumns extends ChosenColumns {
  registrationId?: string;
  household?: string;
  guardianNames?: string[];
  phone?: string;
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
  guardianName: string | null;
  phone: string | null;
  /** Ratings in each skill's own scale, by skill id; a blank cell is no rating. */
  ratings: Record<number, number>;
  problems: string[];
}

/** More people than this in one household is a mistake in the file (a shared office email, a column mix-up). */
export const maxHouseholdSize = 12;

const registrationIdHeaders = ['registration id', 'registration_id', 'playerid', 'player id', 'participantid', 'participant id', 'member id', 'memberid'];
const householdHeaders = ['household', 'household id', 'family', 'family id', 'family name', 'householdid', 'familyid'];
const parentEmailHeaders = ['parent email', 'parent 1 email', 'parent1email', 'guardian email', 'parent/guardian email', 'email address (parent)'];
const phoneHeaders = ['phone', 'mobile phone', 'parent 1 mobile phone number', 'parent 1 phone', 'parent1homephone', 'parent1 home phone', 'parent phone', 'guardian phone'];
const guardianNameHeaders = [['parent 1 first name', 'parent 1 last name'], ['parent1firstname', 'parent1lastname'], ['parent name'], ['guardian name'], ['parent/guardian name']];
const propose = (header: string[], names: string[]) => header.find((h) => names.includes(h.trim().toLowerCase())) ?? null;

export function resolveRegistrationColumns(header: string[], chosen: RegistrationColumns) {
  const pick = (value: string | undefined, purpose: string, proposals: string[] = []) => (value ? findColumn(header, value, purpose) : propose(header, proposals));
  const proposedGuardians = guardianNameHeaders.map((names) => names.map((n) => propose(header, [n]))).find((found) => found.every((c) => c !== null)) ?? [];
  return {
    ...resolveColumns(header, chosen),
    // Registration exports name these the same few ways (shared/notes/league-practice.md), so they are proposed when not chosen.
    gender: pick(chosen.gender, 'genders', ['gender', 'sex', 'player gender']),
    parentEmail: pick(chosen.parentEmail, "parents' email addresses", parentEmailHeaders),
    registrationId: pick(chosen.registrationId, 'registration ids', registrationIdHeaders),
    household: pick(chosen.household, 'households', householdHeaders),
    guardianNames: chosen.guardianNames ? chosen.guardianNames.map((c) => findColumn(header, c, "parents' names")) : (proposedGuardians as string[]),
    phone: pick(chosen.phone, 'phone numbers', phoneHeaders),
    skills: (chosen.skills ?? []).map((s) => ({ ...s, column: findColumn(header, s.column, `the skill "${s.name}"`) })),
  };
}

export function readRegistrations(table: CsvTable, chosen: RegistrationColumns, today: string): RegistrationRow[] {
  const columns = resolveRegistrationColumns(table.header, chosen);
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
      guardianName: cleanName(columns.guardianNames.map((c) => text(c)).join(' ')).trim() || null,
      phone: text(columns.phone) || null,
      ratings,
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
