/**
 * What other modules may use from roster history (decision 0038): every module that moves players
 * between teams records the new roster version here, in the same transaction.
 */
export { recordRosterVersion, recordTradeVersion, recordTransferVersions } from './record-roster-version.js';
export { assignPlayers, findLatestVersionNumber } from './roster-history.repository.js';
export { readSnapshot } from './roster-snapshot.js';
export type { RosterSnapshot } from './roster-snapshot.js';
