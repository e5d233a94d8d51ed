import { changeOfImbalance } from './terms/balance-counts.js';
import { changeOfOverLimit, overLimitWeight } from './terms/over-limit.js';
import type { RuleState } from './rule-state.js';
import { tierCount } from '../model/tiers.js';

/** The hard rules' counts after an exchange, as RuleState counts them. */
export interface HardRuleCounts {
  imbalance: number;
  apart: number;
  school: number;
}

/**
 * The hard rules' side of an exchange: team a's change of genders, tiers, apart keys and
 * schools, added player by player (ExchangeChange.gather), read and zeroed by after().
 */
export class HardRuleChange {
  private readonly gender: Int32Array;
  private readonly tier = new Int32Array(tierCount);
  private readonly apart: Int32Array;
  private readonly touchedKeys: Int32Array;
  private touchedCount = 0;
  private readonly school: Int32Array;
  private readonly touchedSchools: Int32Array;
  private touchedSchoolCount = 0;

  constructor(private readonly state: RuleState) {
    const count = state.teams.players.count;
    this.touchedKeys = new Int32Array(count);
    this.touchedSchools = new Int32Array(count);
    this.gender = new Int32Array(Math.max(state.rules.genderValues.length, 1));
    this.apart = new Int32Array(Math.max(state.rules.apartSets.length, 1));
    this.school = new Int32Array(Math.max(state.rules.schoolSets.length, 1));
  }

  /** Player i joins team a (sign 1) or leaves it (-1). */
  add(i: number, sign: number): void {
    const { gender, tier, apartKey, schoolKey } = this.state.rules;
    const g = gender[i]!;
    if (g >= 0) this.gender[g] = this.gender[g]! + sign;
    this.tier[tier[i]!] = this.tier[tier[i]!]! + sign;
    const key = apartKey[i]!;
    if (key >= 0) {
      this.apart[key] = this.apart[key]! + sign;
      this.touchedKeys[this.touchedCount++] = key;
    }
    const s = schoolKey[i]!;
    if (s >= 0) {
      this.school[s] = this.school[s]! + sign;
      this.touchedSchools[this.touchedSchoolCount++] = s;
    }
  }

  /**
   * The hard rules' counts after the exchange from today's `now`, with a gaining the change;
   * zeroes the change as it reads it, for the next exchange.
   */
  after(a: number, b: number, now: HardRuleCounts, after: HardRuleCounts): void {
    const st = this.state;
    const r = st.rules;
    const k = st.teams.teamCount;
    let imbalance = now.imbalance;
    const values = r.genderValues.length;
    for (let v = 0; v < values; v++) {
      const d = this.gender[v]!;
      if (d === 0) continue;
      imbalance += changeOfImbalance(k, st.genderCount[a * values + v]!, d, r.genderTotals[v]!) + changeOfImbalance(k, st.genderCount[b * values + v]!, -d, r.genderTotals[v]!);
      this.gender[v] = 0;
    }
    for (let v = 0; v < tierCount; v++) {
      const d = this.tier[v]!;
      if (d === 0) continue;
      if (r.tierBalance) imbalance += changeOfImbalance(k, st.tierCount[a * tierCount + v]!, d, r.tierTotals[v]!) + changeOfImbalance(k, st.tierCount[b * tierCount + v]!, -d, r.tierTotals[v]!);
      this.tier[v] = 0;
    }
    after.imbalance = imbalance;
    after.apart = now.apart + this.overLimitChange(a, b, this.apart, this.touchedKeys, this.touchedCount, st.apartCount, r.apartSets.length, 1);
    this.touchedCount = 0;
    after.school = now.school + this.overLimitChange(a, b, this.school, this.touchedSchools, this.touchedSchoolCount, st.schoolCount, r.schoolSets.length, r.schoolLimit);
    this.touchedSchoolCount = 0;
  }

  /** The change of players over `limit` per key on teams a and b; zeroes the keys' changes. */
  private overLimitChange(a: number, b: number, change: Int32Array, touched: Int32Array, touchedCount: number, counts: Int32Array, keys: number, limit: number): number {
    let sum = 0;
    for (let x = 0; x < touchedCount; x++) {
      const key = touched[x]!;
      const d = change[key]!;
      if (d === 0) continue;
      sum += changeOfOverLimit(counts[a * keys + key]!, d, limit) + changeOfOverLimit(counts[b * keys + key]!, -d, limit);
      change[key] = 0;
    }
    return sum;
  }
}

/** The weighted hard-rule count the early refusal compares (apart and school share a weight). */
export function hardRuleWeight(counts: HardRuleCounts, teamCount: number): number {
  return counts.imbalance + overLimitWeight(teamCount) * (counts.apart + counts.school);
}
