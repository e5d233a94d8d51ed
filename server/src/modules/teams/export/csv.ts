import Papa from 'papaparse';

// A cell starting with one of these is run as a formula by spreadsheet programs
// (CSV injection); a leading apostrophe makes them show it as text instead.
const formulaStart = /^[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

function toCell(value: string | number | null): string | number {
  if (value === null) return '';
  return typeof value === 'number' ? value : neutralizeFormula(value);
}

/** Headers and rows to CSV text; titles come from users, so they are neutralised too. */
export function writeCsv(headers: string[], rows: (string | number | null)[][]): string {
  return Papa.unparse({ fields: headers.map(neutralizeFormula), data: rows.map((row) => row.map(toCell)) }, { newline: '\r\n' });
}
