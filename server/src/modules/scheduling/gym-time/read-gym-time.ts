import { gymTimeCsvColumns } from '@league/contract';
import { CsvInputError, readCsv, type CsvTable } from '../../balancing/index.js';
import { parseSlotDate, parseSlotTime } from './parse-when.js';

/** Most gym-time rows one file may hold: a season of several gyms is a few thousand. */
export const maxGymTimeRows = 10_000;

export interface GymTimeRow {
  line: number;
  venue: string;
  /** The venue's address when the file has an address column and the cell is filled. */
  address: string;
  court: string;
  date: string;
  start: number;
  end: number;
}

/**
 * The gym-time CSV (venue, court, date, start, end; an optional address column) as rows, or a
 * CsvInputError naming the first line that cannot be read: nothing is half-read.
 */
export function readGymTime(csvText: string): GymTimeRow[] {
  const table = readCsv(csvText, { maxRows: maxGymTimeRows, rowNoun: 'gym time' });
  const column = findColumns(table);
  return table.rows.map(({ row, values }) => {
    const cell = (name: string) => values[column.get(name)!] ?? '';
    const venue = cell('venue');
    const court = cell('court');
    if (!venue) throw new CsvInputError(`Line ${row}: the venue is empty.`, row, 'venue');
    if (venue.length > 120) throw new CsvInputError(`Line ${row}: the venue's name is longer than 120 characters.`, row, 'venue');
    if (!court) throw new CsvInputError(`Line ${row}: the court is empty; write the court's number or name (1, North).`, row, 'court');
    if (court.length > 40) throw new CsvInputError(`Line ${row}: the court's name is longer than 40 characters.`, row, 'court');
    const date = parseSlotDate(cell('date'));
    if (!date) throw new CsvInputError(`Line ${row}: "${cell('date')}" is not a date. Write it as 2026-10-03, 10/3/2026 or Oct 3 2026.`, row, 'date');
    const [start, end] = (['start', 'end'] as const).map((name) => {
      const minutes = parseSlotTime(cell(name));
      if (minutes === null) throw new CsvInputError(`Line ${row}: "${cell(name)}" is not a time of day. Write it as 9:00, 19:30 or 7:30 PM.`, row, name);
      return minutes;
    }) as [number, number];
    if (end <= start) throw new CsvInputError(`Line ${row}: the gym time ends before it starts (${cell('start')} to ${cell('end')}).`, row, 'end');
    const address = column.has('address') ? cell('address').slice(0, 300) : '';
    return { line: row, venue, address, court, date, start, end };
  });
}

function findColumns(table: CsvTable): Map<string, string> {
  const byLower = new Map(table.header.map((name) => [name.trim().toLowerCase(), name]));
  const missing = gymTimeCsvColumns.filter((name) => !byLower.has(name));
  if (missing.length > 0) {
    throw new CsvInputError(
      `The file has no ${missing.map((m) => `"${m}"`).join(', ')} column${missing.length === 1 ? '' : 's'}. A gym-time file has the columns venue, court, date, start and end (and optionally address); it has ${table.header.map((h) => `"${h}"`).join(', ')}.`,
      1,
    );
  }
  return byLower;
}
