/**
 * The one writer of rosters (decision 0197): who is on which team, which teams exist, and each
 * version of a division's roster (decision 0038). Other modules call these with their own
 * transaction's client and record the new version in that same transaction.
 */
export {
  assignPlayers,
  setPlayerTeam,
  movePlayersToDivision,
  createPlayersOnTeams,
  createPlayer,
  createTeam,
  createTeams,
  deleteTeam,
  deleteTeams,
  deleteDivisionTeams,
  deleteDivisionRoster,
  type NewPlayer,
} from './rosters.repository.js';
export { recordRosterVersion, recordTradeVersion, recordTransferVersions } from './record-roster-version.js';
export { findDivisionRoster, findLatestVersionNumber } from './roster-versions.repository.js';
export { readSnapshot, toSnapshot } from './roster-snapshot.js';
export type { RosterSnapshot } from './roster-snapshot.js';
