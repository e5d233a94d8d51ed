// The CSV reading and column mapping of players/balanced_teams/, reused as they are (decision
// 0039). balancing/index.ts does not share them yet, and balancing/ is another engineer's this
// session: until it exports these five, this is the one place people/ reaches into its files.
/* eslint-disable no-restricted-imports -- to be replaced by `from '../balancing/index.js'` once it exports them */
export { CsvInputError } from '../balancing/csv/csv-input-error.js';
export { readCsv, type CsvTable } from '../balancing/csv/read-csv.js';
export { findColumn, resolveColumns, type ChosenColumns } from '../balancing/csv/find-columns.js';
export { parseBirthDate, parseEmail, parseRating } from '../balancing/csv/parse-cells.js';
/* eslint-enable no-restricted-imports */
