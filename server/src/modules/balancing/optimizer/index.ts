/**
 * The optimizer's front door: the only file the rest of the server imports (decision 0038; the
 * lint rule in eslint.config.js holds it). Everything else in this folder is the optimizer's own
 * business and may be renamed or moved without touching a caller. Pure functions on plain data:
 * callers on the request thread use the cheap checks and measures; balances run in the worker pool.
 */

// The data in and out.
export { BalanceInputError, practiceDayCount } from './model/types.js';
export type { BalanceOptions, BalancePlayer, BalanceResult, BrokenRequest, RegionMode, RuleOutcomes, TermValues } from './model/types.js';

// Solving: a fresh balance, and a change of a stored roster (rebalance, place new players).
export { balanceTeams } from './solve/balance-teams.js';
export { changeRoster } from './solve/change-roster.js';
export type { RosterChange } from './solve/change-roster.js';
export { keepMutualRequests } from './model/keep-mutual-requests.js';

// Scoring one assignment, as the balance would (trade suggestions, previews, the fairness report).
export { compareCosts } from './score/formula.js';
export type { Cost } from './score/formula.js';
export { collectPairs, prepareRules } from './model/rules.js';
export type { PreparedRules } from './model/rules.js';
export { createAssignmentScorer, scoreAssignment } from './score/score-assignment.js';
export { defaultRequestWeight, regionIsHard, tierBalanceInEffect } from './solve/weights.js';
export type { AssignmentScore } from './score/score-assignment.js';

// Reporting: which rules an assignment keeps, and what its teams look like.
export { checkAssignmentRules, findTeamRuleBreaks } from './report/check-assignment-rules.js';
export type { BrokenRule, RuleCheckOptions, RuleName } from './report/check-assignment-rules.js';
export { describeRules } from './report/rule-outcomes.js';
export { measureAssignment } from './report/measure-assignment.js';
export type { AssignmentMeasure, TeamMeasure } from './report/measure-assignment.js';
export { findBestPracticeDays, findPrimaryRegion } from './report/team-stats.js';
export { assignTiers, tierCount, tierNames } from './model/tiers.js';
