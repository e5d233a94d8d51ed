import { proposeColumnMapping } from '@league/contract';
import { CsvInputError } from './csv-input-error.js';

const lookup = (header: string[], name: string) => header.find((h) => h.toLowerCase() === name.trim().toLowerCase());

/** The header's own spelling of a column chosen in the form; case and outer spaces are forgiven. */
export function findColumn(header: string[], requested: string, purpose: string): string {
  const found = lookup(header, requested);
  if (!found) {
    throw new CsvInputError(`The CSV has no column "${requested}" (chosen for ${purpose}). Its columns are: ${header.join(', ')}.`, 1, requested);
  }
  return found;
}

export type NameColumns = { full: string } | { first: string; last: string };

/** The columns chosen in the form (header spellings or undefined); names and dob/email are proposed when not chosen. */
export interface ChosenColumns {
  names?: string[];
  dob?: string;
  email?: string;
  parentEmail?: string;
  gender?: string;
  group?: string;
  apart?: string;
  lock?: string;
  request?: string;
  school?: string;
  volunteer?: string;
  parentName?: string;
}

export type ResolvedColumns = { names: NameColumns } & { [K in Exclude<keyof ChosenColumns, 'names'>]: string | null };

/**
 * Columns the admin chose are looked up as given; left out, the name, birth date and email are
 * proposed from the header's synonyms (as before the mapping step). Rule columns are used only when chosen.
 */
export function resolveColumns(header: string[], chosen: ChosenColumns): ResolvedColumns {
  const proposal = proposeColumnMapping(header);
  const nameList = chosen.names ? chosen.names.map((n, i) => findColumn(header, n, i === 0 && chosen.names!.length === 2 ? 'first names' : i === 1 ? 'last names' : 'names')) : proposal.name_columns;
  if (nameList.length === 0) {
    throw new CsvInputError('The CSV needs a name column (such as "Name" or "Player Name"), or a first name and a last name column (such as "First Name" and "Last Name").', 1);
  }
  const names: NameColumns = nameList.length === 1 ? { full: nameList[0]! } : { first: nameList[0]!, last: nameList[1]! };
  const pick = (value: string | undefined, purpose: string) => (value ? findColumn(header, value, purpose) : null);
  return {
    names,
    dob: chosen.dob ? findColumn(header, chosen.dob, 'dates of birth') : (proposal.dob_column ?? null),
    email: chosen.email ? findColumn(header, chosen.email, 'email addresses') : (proposal.email_column ?? null),
    parentEmail: pick(chosen.parentEmail, "parents' email addresses"),
    gender: pick(chosen.gender, 'genders'),
    group: pick(chosen.group, 'groups that play together'),
    apart: pick(chosen.apart, 'players kept apart'),
    lock: pick(chosen.lock, 'locked teams'),
    request: pick(chosen.request, 'teammate requests'),
    school: pick(chosen.school, 'schools'),
    volunteer: pick(chosen.volunteer, 'parents who offered to coach'),
    parentName: pick(chosen.parentName, "parents' names"),
  };
}
