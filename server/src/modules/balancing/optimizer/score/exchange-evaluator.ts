import { extreme } from './extremes.js';
import { priceMajor, priceMinor, withUnitCost, type RuleWeights, type Scales } from './formula.js';
import type { RuleState } from './rule-state.js';
import { priceRuleUnits } from './rule-unit.js';
import { addRegionChange, availabilityAfterChange } from './team-after-move.js';
import { ExchangeBaseline } from './exchange-baseline.js';
import { ExchangeChange } from './exchange-change.js';
import { hardRuleWeight, type HardRuleCounts } from './exchange-hard-rules.js';
import { practiceDayCount } from '../model/types.js';

/**
 * Prices an exchange of units between two teams from those two teams alone, like
 * MoveEvaluator does for single players: the change the moving players bring is summed once
 * (ExchangeChange), then each term of teams a and b is recomputed; the other teams' extremes
 * come from the three highest and lowest totals kept after each applied exchange
 * (ExchangeBaseline). The search cost carries the same smoothing companions as MoveEvaluator
 * (mean absolute deviation, region impurity).
 */
export class ExchangeEvaluator {
  currentMajor = 0;
  currentMinor = 0;
  candidateMajor = 0;
  candidateMinor = 0;
  private readonly now: ExchangeBaseline;
  private readonly change: ExchangeChange;
  private readonly hardAfter: HardRuleCounts = { imbalance: 0, apart: 0, school: 0 };
  private readonly useRegion: boolean;
  private readonly after = { penalty: 0, impurity: 0 };
  /** The region penalty and impurity over all teams with the exchange priced. */
  private readonly regions = { penalty: 0, impurity: 0 };
  /** The registered units' measures with the exchange priced. */
  private readonly unitsAfter: Float64Array;

  constructor(
    private readonly state: RuleState,
    private readonly weights: RuleWeights,
    private readonly scales: Scales,
    private readonly smoothing: number,
  ) {
    const hard = weights.regionMode === 'hard';
    this.useRegion = state.teams.players.regionCount > 0 && (hard || weights.region > 0);
    this.now = new ExchangeBaseline(state);
    this.change = new ExchangeChange(state);
    this.unitsAfter = new Float64Array(state.teams.units.length);
    this.refresh();
  }

  /** Call after every applied exchange. */
  refresh(): void {
    const now = this.now;
    const terms = now.refresh();
    const { imbalance, apart, school } = now.hard;
    this.price(terms.spread, now.deviation, terms.regionPenalty, now.impurity, terms.availabilityPenalty, terms.heightSpread, imbalance, apart, school, this.state.honoured, this.unitCost(now.unitValues));
    this.currentMajor = this.candidateMajor;
    this.currentMinor = this.candidateMinor;
  }

  /** Prices units `out` going from a to b and `into` from b to a; true when that beats the current state. */
  evaluate(a: number, b: number, out: ArrayLike<number>, outLength: number, into: ArrayLike<number>, intoLength: number): boolean {
    const s = this.state.teams;
    const { now, change } = this;
    change.gather(out, outLength, -1);
    change.gather(into, intoLength, 1);

    // The hard rules first: an exchange that worsens them is refused before the rest is priced.
    const hard = this.hardAfter;
    change.hard.after(a, b, now.hard, hard);
    if (hardRuleWeight(hard, s.teamCount) > hardRuleWeight(now.hard, s.teamCount)) {
      change.clear();
      return false;
    }

    const ta = s.total[a]! + change.total;
    const tb = s.total[b]! - change.total;
    const high = Math.max(extreme(now.top, a, b, s.total, -Infinity), ta, tb);
    const low = Math.min(extreme(now.bottom, a, b, s.total, Infinity), ta, tb);
    const m = now.meanTotal;
    const deviation = now.deviation - Math.abs(s.total[a]! - m) - Math.abs(s.total[b]! - m) + Math.abs(ta - m) + Math.abs(tb - m);
    const regions = this.regions;
    regions.penalty = now.region;
    regions.impurity = now.impurity;
    if (this.useRegion && anyNonZero(change.region, s.players.regionCount)) addRegionChange(s, a, b, change.region, regions, this.after);
    let availability = now.availability;
    if (this.weights.availability > 0 && anyNonZero(change.days, practiceDayCount)) {
      availability += availabilityAfterChange(s, a, change.days, 1) - s.availabilityPenalty[a]! + availabilityAfterChange(s, b, change.days, -1) - s.availabilityPenalty[b]!;
    }
    const heightSpread = this.weights.height > 0 ? s.height.valueAfter(a, b) : 0;
    const units = s.units;
    for (let u = 0; u < units.length; u++) this.unitsAfter[u] = units[u]!.valueAfter(a, b);
    const honoured = change.honouredAfter(a, b);
    change.clear();

    this.price(high - low, deviation, regions.penalty, regions.impurity, availability, heightSpread, hard.imbalance, hard.apart, hard.school, honoured, this.unitCost(this.unitsAfter));
    if (this.candidateMajor !== this.currentMajor) return this.candidateMajor < this.currentMajor;
    return this.candidateMinor < this.currentMinor - 1e-12 * Math.max(1, Math.abs(this.currentMinor));
  }

  /** The registered units' cost (0 without any: nothing is added to the formula's sum then). */
  private unitCost(values: Float64Array): number {
    return values.length === 0 ? 0 : priceRuleUnits(this.state.teams.registry, values, this.scales.players);
  }

  private price(spread: number, deviation: number, region: number, impurity: number, availability: number, heightSpread: number, imbalance: number, apart: number, school: number, honoured: number, unitCost: number): void {
    const { weights, scales, smoothing } = this;
    const k = this.state.teams.teamCount;
    const pairs = this.state.rules.pairs.length;
    this.candidateMajor = priceMajor(imbalance, apart, school, region, weights, scales, k);
    this.candidateMinor = withUnitCost(priceMinor(spread, deviation, region, impurity, availability, heightSpread, pairs - honoured, pairs, weights, scales, k, smoothing), unitCost);
  }
}

function anyNonZero(values: Int32Array, length: number): boolean {
  for (let x = 0; x < length; x++) if (values[x] !== 0) return true;
  return false;
}
