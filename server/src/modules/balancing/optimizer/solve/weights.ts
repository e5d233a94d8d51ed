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

type ChoiceOptions = Pick<BalanceOptions, 'useComposite' | 'tierBalance' | 'region'>;

/** A hard region grouping in effect: asked for, and some player has a region. */
export function regionIsHard(players: BalancePlayer[], options: Pick<BalanceOptions, 'region'>): boolean {
  return options.region?.mode === 'hard' && players.some((p) => p.region !== null);
}

/**
 * Whether the search balances thirds (decision 0071). An explicit choice beats a default:
 * "hard" region grouping is always asked for (soft is the default), thirds balance is on by
 * default, and the cost ranks balance counts above a hard region penalty (score/formula.ts),
 * so with both the thirds would keep mixing a division that can be region-pure. Under a hard
 * region, thirds are therefore not a rule of the search (the spread still evens strength) and
 * the preview says when they came out uneven. Without skills every player ties: no thirds.
 */
export function tierBalanceInEffect(players: BalancePlayer[], options: ChoiceOptions): boolean {
  if (!options.useComposite || !options.tierBalance) return false;
  return !regionIsHard(players, options);
}
