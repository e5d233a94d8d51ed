import type { RuleWeights } from '../score/formula.js';
import type { BalanceOptions, BalancePlayer } from '../model/types.js';

/** Requests weigh 5 (0-10) unless the options say otherwise. */
export const defaultRequestWeight = 5;

/** The terms that take part: asked for, and with a column some player has a value in. */
export function activeTerms(players: BalancePlayer[], options: BalanceOptions): { region: boolean; availability: boolean; height: boolean } {
  return {
    region: !!options.region && players.some((p) => p.region !== null),
    availability: !!options.availability,
    height: !!options.height && players.some((p) => p.heightCm !== null),
  };
}

/**
 * The one mapping of options to the weights the optimizer weighs (every search, the
 * from-scratch score, the Pareto archive's pick); terms without a column weigh 0.
 */
export function weightsFromOptions(players: BalancePlayer[], options: BalanceOptions): RuleWeights {
  const active = activeTerms(players, options);
  return {
    region: active.region ? options.region!.weight : 0,
    availability: active.availability ? options.availability!.weight : 0,
    height: active.height ? options.height!.weight : 0,
    regionMode: active.region ? options.region!.mode : 'soft',
    requests: options.requestWeight ?? defaultRequestWeight,
  };
}
