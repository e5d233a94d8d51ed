import Papa from 'papaparse';
import { markFormulaCell } from '../../../lib/spreadsheet-cell.js';

/**
 * UTF-8 with a byte-order mark: without it Excel on Windows reads the file as the local
 * code page and shows "O’Brien" as "Oâ€™Brien"; our import and the other systems' skip it.
 */
export const byteOrderMark = '\uFEFF';

function toCell(value: string | number | null): string | number {
  if (value === null) return '';
  return typeof value === 'number' ? value : markFormulaCell(value);
}

/** Headers and rows to CSV text; titles come from users, so they are marked too. */
export function writeCsv(headers: string[], rows: (string | number | null)[][]): string {
  return byteOrderMark + Papa.unparse({ fields: headers.map(markFormulaCell), data: rows.map((row) => row.map(toCell)) }, { newline: '\r\n' });
}
