/**
 * What other modules may use from roster history (decision 0038): how a stored version reads.
 * Versions are written by the rosters module (decision 0197) with every roster change, in the
 * change's own transaction.
 */
export { readSnapshot } from './roster-snapshot.js';
export type { RosterSnapshot } from './roster-snapshot.js';
