// The evaluation day's numbers (decision 0056): pure functions on plain data.
export type { AggregationMethod, EvaluatorSeverity, PlayerFigure, ScoreCell, SkillAggregate } from './types.js';
export { aggregationMethods } from './types.js';
export { rawMeans, trimmedMeans, trimFrom } from './simple-means.js';
export { raterCorrected } from './rater-corrected.js';
export { aggregateEvent, aggregateSkill, overallFigures, type EventSkill, type SkillCell } from './aggregate-event.js';
export { describeSeverity } from './describe-severity.js';
export { largestRankMoves, rankPlaces, type RankMove } from './rank-moves.js';
export { blendWithPrior } from './blend.js';
