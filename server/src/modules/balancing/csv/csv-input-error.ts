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

  static atCell(row: number, column: string, problem: string): CsvInputError {
    return new CsvInputError(`Row ${row}, column "${column}": ${problem}`, row, column);
  }
}
