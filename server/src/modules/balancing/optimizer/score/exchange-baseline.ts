import type { RuleState } from './rule-state.js';
import type { HardRuleCounts } from './exchange-hard-rules.js';
import type { TermValues } from '../model/types.js';

/**
 * What ExchangeEvaluator prices every exchange against, updated after each applied one: the
 * three highest and lowest team totals (the other teams' extremes when two teams change), the
 * sums of the terms over all teams, the hard rules' counts, and the units' own baselines
 * (the height unit's and the registered units', refreshed here).
 */
export class ExchangeBaseline {
  readonly meanTotal: number;
  top: number[] = [];
  bottom: number[] = [];
  /** The registered units' measures, in registration order. */
  readonly unitValues: Float64Array;
  deviation = 0;
  impurity = 0;
  region = 0;
  availability = 0;
  readonly hard: HardRuleCounts = { imbalance: 0, apart: 0, school: 0 };

  constructor(private readonly state: RuleState) {
    const s = state.teams;
    this.meanTotal = s.total.reduce((sum, x) => sum + x, 0) / s.teamCount;
    this.unitValues = new Float64Array(s.units.length);
  }

  /** Reads the state again; returns its terms. */
  refresh(): TermValues {
    const s = this.state.teams;
    const k = s.teamCount;
    const byTotal = Array.from({ length: k }, (_, t) => t).sort((x, y) => s.total[y]! - s.total[x]!);
    this.top = byTotal.slice(0, 3);
    this.bottom = byTotal.slice(-3).reverse();
    let deviation = 0;
    let impurity = 0;
    for (let t = 0; t < k; t++) {
      deviation += Math.abs(s.total[t]! - this.meanTotal);
      impurity += s.regionImpurity[t]!;
    }
    s.height.refresh();
    for (let u = 0; u < s.units.length; u++) {
      s.units[u]!.refresh();
      this.unitValues[u] = s.units[u]!.value();
    }
    this.hard.imbalance = this.state.imbalance();
    this.hard.apart = this.state.apartViolations();
    this.hard.school = this.state.overSchoolLimit();
    const terms = s.terms();
    [this.deviation, this.impurity, this.region, this.availability] = [deviation, impurity, terms.regionPenalty, terms.availabilityPenalty];
    return terms;
  }
}
