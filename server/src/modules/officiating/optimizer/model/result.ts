import type { OfficialAssignment, SlotKey } from './types.js';

// What the optimizer answers: the assignments, the open slots with their reasons, and the
// numbers the assignor's board shows. Every sentence is for a league volunteer.

/** The hard rules, as the report counts them. */
export type OfficialsRule =
  | 'certificate'
  | 'availability'
  | 'venue'
  | 'conflict'
  | 'youth'
  | 'declined'
  | 'same-game'
  | 'overlap'
  | 'games-per-day'
  | 'youth-partner';

/** An assignment that breaks a rule, and why in words ("certificate expires 2026-10-01"). */
export interface BrokenOfficialsRule extends OfficialAssignment {
  rule: OfficialsRule;
  reason: string;
}

/** A slot left without an official, and why ("no referee certified at Level 2 on 2026-10-03 is free at 9:00"). */
export interface UncoveredSlot extends SlotKey {
  reason: string;
}

/** A published assignment the answer had to take back, because it breaks a rule today. */
export interface DroppedAssignment extends OfficialAssignment {
  reason: string;
}

export interface RefereeLoad {
  refereeId: number;
  games: number;
  fees: number;
}

export interface OfficialsReport {
  /** Rules the answer breaks (always none for the optimizer's own answer); the checker's words. */
  rulesBroken: number;
  brokenRules: BrokenOfficialsRule[];
  /** Over the referees who could work at least one of these games. */
  gamesPerReferee: { min: number; max: number };
  feesPerReferee: { min: number; max: number; spread: number };
  /** Published assignments the answer changes. */
  changes: number;
  /** New referees on a game without an experienced partner. */
  newWithoutPartner: number;
  /** Assignments away from the referee's preferred venues or times (one for each missed). */
  preferencesMissed: number;
  perReferee: RefereeLoad[];
}

/** A referee who can take a slot as things stand, and what the assignor should know. */
export interface SlotCandidate {
  refereeId: number;
  name: string;
  /** What taking it adds to the soft cost (lower is better; the list is sorted by it). */
  costChange: number;
  gamesSoFar: number;
  feesSoFar: number;
  /** In words: "4 games so far", "prefers Northside", "new: no experienced partner on this game". */
  notes: string[];
}

/** A referee who cannot take it, and every reason ("coaches Team Blue", "already at Northside at 10:00"). */
export interface SlotRefusal {
  refereeId: number;
  name: string;
  reasons: string[];
}

/** One slot for one referee: every rule that keeps them off it (none: they may take it). */
export interface SlotOpening extends SlotKey {
  refusals: { rule: OfficialsRule; reason: string }[];
}

/** Who could take one slot, best first, and why each other referee cannot. */
export interface SlotCandidates extends SlotKey {
  candidates: SlotCandidate[];
  unavailable: SlotRefusal[];
}

export interface OfficialsResult {
  assignments: OfficialAssignment[];
  uncovered: UncoveredSlot[];
  dropped: DroppedAssignment[];
  report: OfficialsReport;
  /** For each uncovered slot: who could take it (usually nobody) and why the others cannot. */
  openSlots: SlotCandidates[];
  /** Evaluations the search spent (the budget is counted in these). */
  evaluations: number;
}

/** One change a replacement makes: a slot's official from `from` to `to` (null: nobody). */
export interface SlotChange extends SlotKey {
  from: number | null;
  to: number | null;
}

/** One way to fill a declined slot: the changes, fewest first, and in words. */
export interface ReplacementProposal {
  changes: SlotChange[];
  summary: string;
  costChange: number;
}

export interface ReplacementAnswer extends SlotKey {
  proposals: ReplacementProposal[];
  /** When no proposal fills the slot: why, as an uncovered slot's reason. */
  openReason: string | null;
  /** Youth referees who must come off the game when the slot stays open (no adult partner left). */
  alsoOff: OfficialAssignment[];
  /** Who could take the slot directly, best first, and why each other referee cannot. */
  candidates: SlotCandidates;
}
