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

/** A name column is required: name, player_name or full_name, or first_name with last_name. */
export function findNameColumns(header: string[]): NameColumns {
  for (const candidate of ['name', 'player_name', 'full_name', 'player name', 'full name']) {
    const full = lookup(header, candidate);
    if (full) return { full };
  }
  const first = lookup(header, 'first_name') ?? lookup(header, 'first name');
  const last = lookup(header, 'last_name') ?? lookup(header, 'last name');
  if (first && last) return { first, last };
  throw new CsvInputError('The CSV needs a name column: name, player_name or full_name, or first_name and last_name.', 1);
}

/** Optional columns carried over to the saved players when the file has them. */
export function findOptionalColumns(header: string[]) {
  return {
    email: lookup(header, 'email') ?? lookup(header, 'player_email'),
    dateOfBirth: ['date_of_birth', 'dob', 'birth_date', 'birthdate', 'date of birth'].map((n) => lookup(header, n)).find(Boolean),
  };
}
