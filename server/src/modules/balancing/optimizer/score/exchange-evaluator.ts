import { extreme } from './move-evaluator.js';
import { priceMajor, priceMinor, type RuleWeights, type Scales } from './formula.js';
import { changeOfImbalance } from './terms/balance-counts.js';
import { changeOfOverLimit, overLimitWeight } from './terms/over-limit.js';
import type { RuleState } from './rule-state.js';
import { availabilityAfterChange, heightSpreadAfterChange, regionAfterChange } from './team-after-move.js';
import { tierCount } from '../model/tiers.js';
import { practiceDayCount } from '../model/types.js';

/**
 * Prices an exchange of units between two teams from those two teams alone, like
 * MoveEvaluator does for single players: the deltas of the moving players are summed once,
 * then each term of teams a and b is recomputed; the other teams' extremes come from the
 * three highest and lowest totals kept after each applied exchange. The search cost carries
 * the same smoothing companions as MoveEvaluator (mean absolute deviation, region impurity).
 */
export class ExchangeEvaluator {
  currentMajor = 0;
  currentMinor = 0;
  candidateMajor = 0;
  candidateMinor = 0;
  private top: number[] = [];
  private bottom: number[] = [];
  private readonly meanTotal: number;
  private readonly moving: Uint8Array;
  private readonly movingList: Int32Array;
  private movingCount = 0;
  private readonly regionDelta: Int32Array;
  private readonly dayDelta = new Int32Array(practiceDayCount);
  private readonly genderDelta: Int32Array;
  private readonly tierDelta = new Int32Array(tierCount);
  private readonly apartDelta: Int32Array;
  private readonly touchedKeys: Int32Array;
  private touchedCount = 0;
  private readonly schoolDelta: Int32Array;
  private readonly touchedSchools: Int32Array;
  private touchedSchoolCount = 0;
  private schoolNow = 0;
  private readonly hard: boolean;
  private readonly useRegion: boolean;
  private readonly after = { penalty: 0, impurity: 0 };
  private dTotal = 0;
  private dHeight = 0;
  private dHeightCount = 0;
  private imbalanceNow = 0;
  private apartNow = 0;
  private heightTop: number[] = [];
  private heightBottom: number[] = [];
  private readonly avgHeight: Float64Array;
  private deviation = 0;
  private impurity = 0;
  private region = 0;
  private availability = 0;

  constructor(
    private readonly state: RuleState,
    private readonly weights: RuleWeights,
    private readonly scales: Scales,
    private readonly smoothing: number,
  ) {
    const s = state.teams;
    this.hard = weights.regionMode === 'hard';
    this.useRegion = s.players.regionCount > 0 && (this.hard || weights.region > 0);
    this.meanTotal = s.total.reduce((sum, x) => sum + x, 0) / s.teamCount;
    this.moving = new Uint8Array(s.players.count);
    this.movingList = new Int32Array(s.players.count);
    this.touchedKeys = new Int32Array(s.players.count);
    this.avgHeight = new Float64Array(s.teamCount);
    this.regionDelta = new Int32Array(Math.max(s.players.regionCount, 1));
    this.genderDelta = new Int32Array(Math.max(state.rules.genderValues.length, 1));
    this.apartDelta = new Int32Array(Math.max(state.rules.apartSets.length, 1));
    this.schoolDelta = new Int32Array(Math.max(state.rules.schoolSets.length, 1));
    this.touchedSchools = new Int32Array(s.players.count);
    this.refresh();
  }

  /** Call after every applied exchange. */
  refresh(): void {
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
    for (let t = 0; t < k; t++) this.avgHeight[t] = s.heightCount[t]! > 0 ? s.heightSum[t]! / s.heightCount[t]! : Number.NaN;
    const byHeight = byTotal.filter((t) => !Number.isNaN(this.avgHeight[t]!)).sort((x, y) => this.avgHeight[y]! - this.avgHeight[x]!);
    this.heightTop = byHeight.slice(0, 3);
    this.heightBottom = byHeight.slice(-3).reverse();
    this.imbalanceNow = this.state.imbalance();
    this.apartNow = this.state.apartViolations();
    this.schoolNow = this.state.overSchoolLimit();
    const terms = s.terms();
    [this.deviation, this.impurity, this.region, this.availability] = [deviation, impurity, terms.regionPenalty, terms.availabilityPenalty];
    this.price(terms.spread, deviation, terms.regionPenalty, impurity, terms.availabilityPenalty, terms.heightSpread, this.state.imbalance(), this.apartNow, this.schoolNow, this.state.honoured);
    this.currentMajor = this.candidateMajor;
    this.currentMinor = this.candidateMinor;
  }

  /** Prices units `out` going from a to b and `into` from b to a; true when that beats the current state. */
  evaluate(a: number, b: number, out: ArrayLike<number>, outLength: number, into: ArrayLike<number>, intoLength: number): boolean {
    const st = this.state;
    const s = st.teams;
    const p = s.players;
    const r = st.rules;
    this.dTotal = 0;
    this.dHeight = 0;
    this.dHeightCount = 0;
    this.gather(out, outLength, -1);
    this.gather(into, intoLength, 1);
    const { dTotal, dHeight, dHeightCount } = this;

    // The hard rules first: an exchange that worsens them is refused before the rest is priced.
    const k = s.teamCount;
    let imbalance = this.imbalanceNow;
    const values = r.genderValues.length;
    for (let v = 0; v < values; v++) {
      const d = this.genderDelta[v]!;
      if (d === 0) continue;
      imbalance += changeOfImbalance(k, st.genderCount[a * values + v]!, d, r.genderTotals[v]!) + changeOfImbalance(k, st.genderCount[b * values + v]!, -d, r.genderTotals[v]!);
      this.genderDelta[v] = 0;
    }
    for (let v = 0; v < tierCount; v++) {
      const d = this.tierDelta[v]!;
      if (d === 0) continue;
      if (r.tierBalance) imbalance += changeOfImbalance(k, st.tierCount[a * tierCount + v]!, d, r.tierTotals[v]!) + changeOfImbalance(k, st.tierCount[b * tierCount + v]!, -d, r.tierTotals[v]!);
      this.tierDelta[v] = 0;
    }
    let apart = this.apartNow;
    const keys = r.apartSets.length;
    for (let x = 0; x < this.touchedCount; x++) {
      const key = this.touchedKeys[x]!;
      const d = this.apartDelta[key]!;
      if (d === 0) continue;
      const ca = st.apartCount[a * keys + key]!;
      const cb = st.apartCount[b * keys + key]!;
      apart += changeOfOverLimit(ca, d, 1) + changeOfOverLimit(cb, -d, 1);
      this.apartDelta[key] = 0;
    }
    this.touchedCount = 0;
    let school = this.schoolNow;
    const schools = r.schoolSets.length;
    for (let x = 0; x < this.touchedSchoolCount; x++) {
      const key = this.touchedSchools[x]!;
      const d = this.schoolDelta[key]!;
      if (d === 0) continue;
      school += changeOfOverLimit(st.schoolCount[a * schools + key]!, d, r.schoolLimit) + changeOfOverLimit(st.schoolCount[b * schools + key]!, -d, r.schoolLimit);
      this.schoolDelta[key] = 0;
    }
    this.touchedSchoolCount = 0;
    if (imbalance + overLimitWeight(k) * (apart + school) > this.imbalanceNow + overLimitWeight(k) * (this.apartNow + this.schoolNow)) {
      this.clear();
      return false;
    }

    const ta = s.total[a]! + dTotal;
    const tb = s.total[b]! - dTotal;
    const high = Math.max(extreme(this.top, a, b, s.total, -Infinity), ta, tb);
    const low = Math.min(extreme(this.bottom, a, b, s.total, Infinity), ta, tb);
    const m = this.meanTotal;
    const deviation = this.deviation - Math.abs(s.total[a]! - m) - Math.abs(s.total[b]! - m) + Math.abs(ta - m) + Math.abs(tb - m);
    let impurity = this.impurity;
    let region = this.region;
    let availability = this.availability;
    if (this.useRegion && anyNonZero(this.regionDelta, p.regionCount)) {
      regionAfterChange(s, a, this.regionDelta, 1, this.after);
      region += this.after.penalty - s.regionPenalty[a]!;
      impurity += this.after.impurity - s.regionImpurity[a]!;
      regionAfterChange(s, b, this.regionDelta, -1, this.after);
      region += this.after.penalty - s.regionPenalty[b]!;
      impurity += this.after.impurity - s.regionImpurity[b]!;
    }
    if (this.weights.availability > 0 && anyNonZero(this.dayDelta, practiceDayCount)) {
      availability += availabilityAfterChange(s, a, this.dayDelta, 1) - s.availabilityPenalty[a]! + availabilityAfterChange(s, b, this.dayDelta, -1) - s.availabilityPenalty[b]!;
    }
    let heightSpread = 0;
    if (this.weights.height > 0) {
      const high = extreme(this.heightTop, a, b, this.avgHeight, -Infinity);
      const low = extreme(this.heightBottom, a, b, this.avgHeight, Infinity);
      heightSpread = heightSpreadAfterChange(s, a, b, dHeight, dHeightCount, high, low);
    }

    let honoured = st.honoured;
    if (r.pairs.length > 0) {
      const { partnerStart, partnerList } = r;
      for (let x = 0; x < this.movingCount; x++) {
        const i = this.movingList[x]!;
        const from = s.assign[i]!;
        const to = from === a ? b : a;
        for (let y = partnerStart[i]!; y < partnerStart[i + 1]!; y++) {
          const q = partnerList[y]!;
          if (this.moving[q]) continue;
          const team = s.assign[q]!;
          honoured += (team === to ? 1 : 0) - (team === from ? 1 : 0);
        }
      }
    }
    this.clear();

    this.price(high - low, deviation, region, impurity, availability, heightSpread, imbalance, apart, school, honoured);
    if (this.candidateMajor !== this.currentMajor) return this.candidateMajor < this.currentMajor;
    return this.candidateMinor < this.currentMinor - 1e-12 * Math.max(1, Math.abs(this.currentMinor));
  }

  /** Zeroes what gather() set, for the next evaluation. */
  private clear(): void {
    for (let x = 0; x < this.movingCount; x++) this.moving[this.movingList[x]!] = 0;
    this.movingCount = 0;
    for (let x = 0; x < this.regionDelta.length; x++) this.regionDelta[x] = 0;
    for (let d = 0; d < practiceDayCount; d++) this.dayDelta[d] = 0;
  }

  private gather(list: ArrayLike<number>, length: number, sign: number): void {
    const p = this.state.teams.players;
    const r = this.state.rules;
    const { unitStart, unitMembers, gender, tier, apartKey, schoolKey } = r;
    const { composite, region: regions, conflicts, height: heights } = p;
    const { moving, movingList, regionDelta, dayDelta, genderDelta, tierDelta, apartDelta, touchedKeys, schoolDelta, touchedSchools } = this;
    let dTotal = this.dTotal;
    let dHeight = this.dHeight;
    let dHeightCount = this.dHeightCount;
    let movingCount = this.movingCount;
    for (let x = 0; x < length; x++) {
      const u = list[x]!;
      const end = unitStart[u + 1]!;
      for (let m = unitStart[u]!; m < end; m++) {
        const i = unitMembers[m]!;
        moving[i] = 1;
        movingList[movingCount++] = i;
        dTotal += sign * composite[i]!;
        const region = regions[i]!;
        if (region >= 0) regionDelta[region] = regionDelta[region]! + sign;
        const mask = conflicts[i]!;
        if (mask !== 0) for (let d = 0; d < practiceDayCount; d++) if (mask & (1 << d)) dayDelta[d] = dayDelta[d]! + sign;
        const h = heights[i]!;
        if (h === h) {
          dHeight += sign * h;
          dHeightCount += sign;
        }
        const g = gender[i]!;
        if (g >= 0) genderDelta[g] = genderDelta[g]! + sign;
        tierDelta[tier[i]!] = tierDelta[tier[i]!]! + sign;
        const key = apartKey[i]!;
        if (key >= 0) {
          apartDelta[key] = apartDelta[key]! + sign;
          touchedKeys[this.touchedCount++] = key;
        }
        const school = schoolKey[i]!;
        if (school >= 0) {
          schoolDelta[school] = schoolDelta[school]! + sign;
          touchedSchools[this.touchedSchoolCount++] = school;
        }
      }
    }
    this.dTotal = dTotal;
    this.dHeight = dHeight;
    this.dHeightCount = dHeightCount;
    this.movingCount = movingCount;
  }

  private price(spread: number, deviation: number, region: number, impurity: number, availability: number, heightSpread: number, imbalance: number, apart: number, school: number, honoured: number): void {
    const { weights, scales, smoothing } = this;
    const k = this.state.teams.teamCount;
    const pairs = this.state.rules.pairs.length;
    this.candidateMajor = priceMajor(imbalance, apart, school, region, weights, scales, k);
    this.candidateMinor = priceMinor(spread, deviation, region, impurity, availability, heightSpread, pairs - honoured, pairs, weights, scales, k, smoothing);
  }

}

function anyNonZero(values: Int32Array, length: number): boolean {
  for (let x = 0; x < length; x++) if (values[x] !== 0) return true;
  return false;
}
