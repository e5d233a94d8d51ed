// Plain data in and out: the aggregation knows nothing of HTTP or the database (decision 0056).

/** One evaluator's latest score of one player on one skill. */
export interface ScoreCell {
  player: number;
  evaluator: number;
  value: number;
}

export type AggregationMethod = 'mean' | 'trimmed' | 'corrected';
export const aggregationMethods: readonly AggregationMethod[] = ['mean', 'trimmed', 'corrected'];

/** A player's figure on one skill, in the event's scale, and how many evaluators scored it. */
export interface PlayerFigure {
  player: number;
  figure: number;
  evaluators: number;
}

/**
 * An evaluator's severity on one skill, in points of the scale: negative is harsher (scores
 * lower) than the panel, positive more lenient. 0 for mean and trimmed, which estimate none.
 */
export interface EvaluatorSeverity {
  evaluator: number;
  severity: number;
  scored: number;
}

export interface SkillAggregate {
  figures: PlayerFigure[];
  severities: EvaluatorSeverity[];
}
