/** A problem in the uploaded file; `row` counts lines as a spreadsheet does (the header is row 1). */
export class CsvInputError extends Error {
  constructor(
    message: string,
    readonly row?: number,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'CsvInputError';
  }

  /** `player` names the row's player once their name is read, so the admin need not count rows. */
  static atCell(row: number, column: string, problem: string, player?: string): CsvInputError {
    return new CsvInputError(`${rowOf(row, player)}, column "${column}": ${problem}`, row, column);
  }
}

/** "Row 11 (Maya Chen)": how a message about one player's row starts; "Row 11" before the name is known. */
export function rowOf(row: number, player?: string): string {
  return player ? `Row ${row} (${player})` : `Row ${row}`;
}
