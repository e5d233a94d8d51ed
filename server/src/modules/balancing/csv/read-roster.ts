import { computeComposite, round, toDisplayRating } from '../../../lib/composite.js';
import { CsvInputError } from './csv-input-error.js';
import { findColumn, findNameColumns, findOptionalColumns } from './find-columns.js';
import { parseBirthDate, parseEmail, parseRating } from './parse-cells.js';
import { parseHeight } from './parse-height.js';
import { parseDays, parseRegion, type RegionCode, type WeekdayCode } from '@league/contract';
import type { CsvTable } from './read-csv.js';

export interface SkillColumn {
  skillId: number;
  name: string;
  column: string;
  weight: number;
  normalizationFactor: number;
}

export interface RosterColumns {
  skills: SkillColumn[];
  region?: string | null;
  availability?: string | null;
  height?: string | null;
}

export interface RosterPlayer {
  row: number;
  name: string;
  email: string | null;
  dateOfBirth: string | null;
  /** Displayed ratings (0-10) by skill id. */
  ratings: Record<number, number>;
  composite: number;
  region: RegionCode | null;
  unavailableDays: WeekdayCode[];
  heightCm: number | null;
}

/** Turns CSV rows into players; the first bad cell stops everything with its row and column. */
export function readRoster(table: CsvTable, columns: RosterColumns): RosterPlayer[] {
  const { header } = table;
  const names = findNameColumns(header);
  const optional = findOptionalColumns(header);
  const skills = columns.skills.map((s) => ({ ...s, column: findColumn(header, s.column, `the skill "${s.name}"`) }));
  const regionColumn = columns.region ? findColumn(header, columns.region, 'regions') : null;
  const availabilityColumn = columns.availability ? findColumn(header, columns.availability, 'practice conflicts') : null;
  const heightColumn = columns.height ? findColumn(header, columns.height, 'heights') : null;
  const scales = skills.map((s) => ({ id: s.skillId, weight: s.weight, normalizationFactor: s.normalizationFactor }));

  return table.rows.map(({ row, values }) => {
    const cell = <T>(column: string | null | undefined, parse: (text: string) => T, fallback: T): T => {
      if (!column) return fallback;
      try {
        return parse(values[column] ?? '');
      } catch (error) {
        throw CsvInputError.atCell(row, column, (error as Error).message);
      }
    };
    const name = 'full' in names ? values[names.full]! : `${values[names.first]} ${values[names.last]}`.trim();
    if (!name) throw CsvInputError.atCell(row, 'full' in names ? names.full : names.first, 'the player has no name.');
    const stored = skills.flatMap((s) => {
      const rating = cell(s.column, (text) => parseRating(text, s.normalizationFactor), null);
      return rating === null ? [] : [{ skillId: s.skillId, rating }];
    });
    const factors = new Map(skills.map((s) => [s.skillId, s.normalizationFactor]));
    return {
      row,
      name: name.slice(0, 200),
      email: cell(optional.email, parseEmail, null),
      dateOfBirth: cell(optional.dateOfBirth, parseBirthDate, null),
      ratings: Object.fromEntries(stored.map((r) => [r.skillId, round(toDisplayRating(r.rating, factors.get(r.skillId)!), 4)])),
      composite: computeComposite(stored, scales),
      region: cell(regionColumn, parseRegion, null),
      unavailableDays: cell(availabilityColumn, parseDays, []),
      heightCm: cell(heightColumn, parseHeight, null),
    };
  });
}
