/**
 * The officials optimizer's front door: the only file the rest of the server imports (as the
 * balancing optimizer's, decision 0038). Pure functions on plain data: no HTTP, no database.
 * The server runs all of it in the worker pool (worker/officials-worker.ts): the assignment, the
 * decline proposals, and the board's candidate lists and checks.
 */

// The data in and out.
export { OfficialsInputError } from './model/types.js';
export type {
  GameDecline, OfficialAssignment, OfficialRole, OfficialsCertificate, OfficialsDivision, OfficialsGame, OfficialsInput, OfficialsLevel,
  OfficialsOptions, OfficialsReferee, OfficialsRules, OfficialsTeam, OfficialsVenue, OfficialsWeights, SlotKey, TravelTime, WeeklyWindow,
} from './model/types.js';
export type {
  BrokenOfficialsRule, DroppedAssignment, OfficialsReport, OfficialsResult, OfficialsRule, RefereeLoad, ReplacementAnswer, ReplacementProposal,
  SlotCandidate, SlotCandidates, SlotChange, SlotOpening, SlotRefusal, UncoveredSlot,
} from './model/result.js';
export { defaultRules } from './model/rules.js';
export { defaultWeights } from './score/weights.js';

// Solving: a whole assignment, and replacements for a declined slot.
export { assignOfficials } from './solve/assign-officials.js';
export { proposeReplacements } from './solve/propose-replacements.js';

// The assignor's board: who could take a slot, and what a set of assignments breaks; a
// referee's own openings (self-assign).
export { checkAssignments, rankCandidates, refereeOpenings } from './solve/board.js';
