// One rule or soft term as one unit (decision 0198): its full cost, the change a move makes,
// its state kept move by move, and the sentence the answer gives. Adding a soft term is one
// file implementing RuleUnitDefinition, passed in BalanceOptions.ruleUnits.

/**
 * A unit's state over one assignment, kept by the search state (TeamState) and priced by the
 * evaluators. A move between teams a and b is priced in steps: `gather` each moving player
 * (sign -1: leaves a for b, 1: joins a from b), `valueAfter(a, b)`, then `clear()` for the next
 * move. Every change of the assignment reaches `shift`, so the state never drifts.
 */
export interface RuleUnit {
  /** Apply: player i joins (sign 1) or leaves (sign -1) team t. */
  shift(i: number, t: number, sign: number): void;
  /** After an applied move: re-read what the next move's price compares against. */
  refresh(): void;
  /** The term's measure now (its cost is the definition's `cost` of it). */
  value(): number;
  /** Change for a move, first part: one moving player. */
  gather(i: number, sign: number): void;
  /** Change for a move, second part: the measure after the gathered move between a and b. */
  valueAfter(a: number, b: number): number;
  /** Forgets what was gathered (also when a move is refused before its price). */
  clear(): void;
}

/**
 * A soft term registered in the options: what the search prices, the from-scratch check and the
 * report read. P is the player type (BalancePlayer; generic so model/types.ts may name this type).
 */
export interface RuleUnitDefinition<P = unknown> {
  /** Its name in tests and messages. */
  name: string;
  /** A fresh state for these players and teams, no player on a team yet (TeamState shifts each one in). */
  create(players: readonly P[], teamCount: number): RuleUnit;
  /** Full cost, first part: the measure of a whole assignment, from scratch (the check on the state). */
  measure(players: readonly P[], assign: ArrayLike<number>, teamCount: number): number;
  /** The measure's share of the minor cost, dimensionless like the terms in terms/ (e.g. weight · value / playerCount). */
  cost(value: number, playerCount: number): number;
  /** The sentence the answer gives about it, or null when there is nothing to say. */
  describe(value: number, players: readonly P[], assign: ArrayLike<number>): string | null;
}

/** The registered units bound to one list of players: their states, created once per search state. */
export interface RuleUnitRegistry<P = unknown> {
  definitions: readonly RuleUnitDefinition<P>[];
  players: readonly P[];
}

export const noRuleUnits: RuleUnitRegistry = { definitions: [], players: [] };

/** The registered units' cost, summed in registration order (appended after every built-in term). */
export function priceRuleUnits<P>(registry: RuleUnitRegistry<P>, values: ArrayLike<number>, playerCount: number): number {
  let sum = 0;
  for (let u = 0; u < registry.definitions.length; u++) sum += registry.definitions[u]!.cost(values[u]!, playerCount);
  return sum;
}
