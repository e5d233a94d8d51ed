import Papa from 'papaparse';
import { unmarkFormulaCell } from '../../../lib/spreadsheet-cell.js';
import { CsvInputError } from './csv-input-error.js';

export interface CsvRow {
  /** The spreadsheet row number: the header is row 1. */
  row: number;
  /** Cell values by header name, trimmed; missing cells are ''. */
  values: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

/**
 * Reads CSV text: header from the first line, a byte-order mark, quoted fields and CRLF are
 * handled by papaparse; blank lines are skipped but still counted so row numbers match what
 * the administrator sees in a spreadsheet; trailing empty columns (trailing commas) are dropped.
 * The apostrophe an export puts before a formula-like cell is taken off (decision 0036), so a
 * roster exported here and imported again keeps "-Reyes" and "=Lee", not "'-Reyes". `rowNoun`
 * names the rows in messages ("player" by default, "gym time").
 */
export function readCsv(text: string, limits: { maxRows: number; rowNoun?: string }): CsvTable {
  const noun = limits.rowNoun ?? 'player';
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const fatal = parsed.errors.find((e) => e.code !== 'UndetectableDelimiter');
  if (fatal) throw new CsvInputError(`Row ${(fatal.row ?? 0) + 1}: the file is not valid CSV (${fatal.message.toLowerCase()}).`, (fatal.row ?? 0) + 1);
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) throw new CsvInputError('The CSV file is empty.');
  const header = trimTrailingEmpty(records[headerIndex]!.map(readCell));
  checkHeader(header, headerIndex + 1);

  const rows: CsvRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const cells = records[index]!;
    if (isBlank(cells)) continue;
    const row = index + 1;
    if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      throw new CsvInputError(`Row ${row} has more values than the header has columns (${header.length}).`, row);
    }
    if (rows.length >= limits.maxRows) throw new CsvInputError(`The CSV file has more than ${limits.maxRows} ${noun} rows. Split it into smaller files.`, row);
    const values: Record<string, string> = {};
    header.forEach((name, c) => {
      values[name] = readCell(cells[c] ?? '');
    });
    rows.push({ row, values });
  }
  if (rows.length === 0) throw new CsvInputError(`The CSV file has a header but no ${noun} rows.`);
  return { header, rows };
}

const readCell = (cell: string) => unmarkFormulaCell(cell.trim()).trim();

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

function trimTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  return cells.slice(0, end);
}

function checkHeader(header: string[], row: number): void {
  const empty = header.findIndex((name) => name === '');
  if (empty >= 0) throw new CsvInputError(`Row ${row}: column ${empty + 1} of the header has no name.`, row);
  const seen = new Set<string>();
  for (const name of header) {
    const key = name.toLowerCase();
    if (seen.has(key)) throw new CsvInputError(`Row ${row}: the header names the column "${name}" twice.`, row, name);
    seen.add(key);
  }
}
