/**
 * What other modules may use from balancing (decision 0038): the optimizer's front door, the
 * reading of stored players into the optimizer's shape, and the optimizer's jobs on the worker pool.
 * The routers are mounted by the route table (modules/index.ts), not imported through here.
 */
export * from './optimizer/index.js';
export { linkRequests, readStoredPlayers, toStoredBalancePlayers } from './stored-rules.js';
export type { StoredPlayer, StoredReading } from './stored-rules.js';
export { OptimizerPool, optimizerFor } from './worker/optimizer-pool.js';
// The registration CSV's reading and column mapping, shared with people/'s import (decision 0039).
export { CsvInputError } from './csv/csv-input-error.js';
export { readCsv, type CsvTable } from './csv/read-csv.js';
export { findColumn, resolveColumns, type ChosenColumns } from './csv/find-columns.js';
export { parseBirthDate, parseEmail, parseRating } from './csv/parse-cells.js';
export { readRuleCells, type CellReader, type RuleCells, type RuleColumns } from './csv/read-rule-cells.js';
// What a registration keeps of those rules: the import writes it, the upload's drafts carry it (decision 0186).
export { registrationData } from './registration-data.js';
