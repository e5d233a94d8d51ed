import { cleanName } from '@league/contract';
import type { CsvTable } from '../balancing/index.js';
import { findColumn, parseBirthDate } from '../balancing/index.js';
import { describeScale, isOnScale, type Scale } from '../ratings/index.js';
import { resolveRegistrationColumns } from './read-registrations.js';

// A ratings CSV's rows (decision 0044): who (registration id, name, date of birth) and their
// ratings as given, on the file's scale. Every bad cell is a problem naming its row and column.

export interface RatingsFileColumns {
  names?: string[];
  dob?: string;
  registrationId?: string;
  comment?: string;
  rater?: string;
  skills: { skillId: number; name: string; column: string; scale: Scale }[];
}

export interface RatingsFileRow {
  row: number;
  name: string;
  dateOfBirth: string | null;
  registrationId: string | null;
  ratings: Record<number, number>;
  comment: string;
  rater: string | null;
  problems: string[];
}

export function readRatingsFile(table: CsvTable, chosen: RatingsFileColumns): RatingsFileRow[] {
  const columns = resolveRegistrationColumns(table.header, { names: chosen.names, dob: chosen.dob, registrationId: chosen.registrationId });
  const skills = chosen.skills.map((s) => ({ ...s, column: findColumn(table.header, s.column, `the skill "${s.name}"`) }));
  const comment = chosen.comment ? findColumn(table.header, chosen.comment, 'comments') : null;
  const rater = chosen.rater ? findColumn(table.header, chosen.rater, 'raters') : null;
  return table.rows.map(({ row, values }) => {
    const problems: string[] = [];
    const text = (column: string | null) => (column ? (values[column] ?? '').trim() : '');
    const { names } = columns;
    const name = cleanName('full' in names ? text(names.full) : `${text(names.first)} ${text(names.last)}`).replace(/\s+/g, ' ').trim();
    if (!name && !text(columns.registrationId)) problems.push(`Row ${row}: the name and registration id are blank.`);
    let dateOfBirth: string | null = null;
    try {
      dateOfBirth = parseBirthDate(text(columns.dob));
    } catch (error) {
      problems.push(`Row ${row}, column "${columns.dob}": ${(error as Error).message}`);
    }
    const ratings: Record<number, number> = {};
    for (const skill of skills) {
      const cell = text(skill.column);
      if (cell === '') continue;
      const value = Number(cell.replace(',', '.'));
      if (!/^[+-]?\d+(?:[.,]\d+)?$/.test(cell) || !isOnScale(value, skill.scale)) {
        problems.push(`Row ${row}, column "${skill.column}": "${cell}" is not a rating ${describeScale(skill.scale)}.`);
      } else ratings[skill.skillId] = value;
    }
    return { row, name, dateOfBirth, registrationId: text(columns.registrationId) || null, ratings, comment: text(comment).slice(0, 2000), rater: cleanName(text(rater)).trim().slice(0, 120) || null, problems };
  });
}
