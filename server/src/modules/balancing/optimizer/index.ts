/**
 * The optimizer's front door: the only file the rest of the server imports (decision 0038; the
 * lint rule in eslint.config.js holds it). Everything else in this folder is the optimizer's own
 * business and may be renamed or moved without touching a caller. Pure functions on plain data:
 * callers on the request thread use the cheap checks and measures; balances run in the worker pool.
 */

// The data in and out.
export { BalanceInputError, practiceDayCount } from './types.js';
export type { BalanceOptions, BalancePlayer, BalanceResult, BrokenRequest, RegionMode, RuleOutcomes, TermValues } from './types.js';

// Solving: a fresh balance, and a change of a stored roster (rebalance, place new players).
export { balanceTeams } from './balance-teams.js';
export { changeRoster } from './change-roster.js';
export type { RosterChange } from './change-roster.js';
export { keepMutualRequests } from './keep-mutual-requests.js';

// Scoring one assignment, as the balance would (trade suggestions, previews, the fairness report).
export { compareCosts } from './objective.js';
export type { Cost } from './objective.js';
export { collectPairs, prepareRules } from './prepare-rules.js';
export type { PreparedRules } from './prepare-rules.js';
export { createAssignmentScorer, defaultRequestWeight, scoreAssignment } from './score-assignment.js';
export type { AssignmentScore } from './score-assignment.js';

// Reporting: which rules an assignment keeps, and what its teams look like.
export { checkAssignmentRules, findTeamRuleBreaks } from './check-assignment-rules.js';
export type { BrokenRule, RuleCheckOptions, RuleName } from './check-assignment-rules.js';
export { describeRules } from './rule-outcomes.js';
export { measureAssignment } from './measure-assignment.js';
export type { AssignmentMeasure, TeamMeasure } from './measure-assignment.js';
export { findBestPracticeDays, findPrimaryRegion } from './team-stats.js';
export { assignTiers, tierCount, tierNames } from './tiers.js';
