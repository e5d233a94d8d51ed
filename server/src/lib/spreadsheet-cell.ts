// The one rule for CSV cells a spreadsheet might run as a formula (CSV injection), in both
// directions: our exports mark such a cell with a leading apostrophe, our import takes the
// mark off again (decision 0036).

/** A cell starting with one of these is what an apostrophe of ours (old or new) was put before. */
const markable = /^'*[=+\-@\t\r]/;

/** "=", "@", a tab or a carriage return start a formula whatever follows. */
const alwaysFormula = /^[=@\t\r]/;

/**
 * "+" or "-" start a formula only when a formula could do something with the rest: a name
 * ("-Reyes", "-Marie Dupont") has no call, reference or operator to run, and a number or phone
 * number ("-5", "+1 (555) 010-0100") has no letters to name a function with.
 */
const plainAfterSign = /^[+-](?:[\p{L}\p{M}\d ._,'’-]*|[\d ()./-]*)$/u;

/** Whether a text cell is written with a leading apostrophe, so spreadsheets show it as text. */
export function needsFormulaMark(value: string): boolean {
  if (alwaysFormula.test(value)) return true;
  if (value.startsWith('+') || value.startsWith('-')) return !plainAfterSign.test(value);
  // A value that itself starts with the mark: one more keeps it whole through our own import.
  return value.startsWith("'") && markable.test(value);
}

/** The cell as an export writes it. */
export function markFormulaCell(value: string): string {
  return needsFormulaMark(value) ? `'${value}` : value;
}

/**
 * The cell as an import reads it: one leading apostrophe before a formula character is the
 * mark a spreadsheet export (ours, or one made with the common OWASP rule) added, not data.
 */
export function unmarkFormulaCell(cell: string): string {
  return cell.startsWith("'") && markable.test(cell.slice(1)) ? cell.slice(1) : cell;
}
