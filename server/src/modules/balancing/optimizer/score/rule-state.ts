import type { PreparedRules } from '../model/rules.js';
import { TeamState } from './team-state.js';
import type { PreparedPlayers } from '../model/players.js';
import type { RuleTerms } from './formula.js';
import { overLimit } from './terms/over-limit.js';
import { tierCount } from '../model/tiers.js';

/**
 * The rule aggregates beside the four terms of TeamState, kept current exchange by exchange.
 *
 * Gender and tier balance are measured by Σ_values Σ_teams (k·c_tv − C_v)², an integer that
 * is at its minimum exactly when every team's count of every value is the floor or ceiling
 * of C_v / k (equivalently: counts differ by at most one). Unlike a count of violations it
 * falls with every step towards balance, which gives the search a slope; the floor itself is
 * the same for every balanced state, so it never competes with the other terms once reached.
 */
export class RuleState {
  readonly teams: TeamState;
  readonly genderCount: Int32Array;
  readonly tierCount: Int32Array;
  readonly apartCount: Int32Array;
  /** Per team: its share of the imbalance above and its apart violations (players beyond the first per key). */
  readonly teamImbalance: Float64Array;
  readonly teamApart: Int32Array;
  /** Per team and school: players of it; per team: players beyond the school limit. */
  readonly schoolCount: Int32Array;
  readonly teamOverSchool: Int32Array;
  honoured = 0;
  /** Per team: exchanges that changed it so far (the block cache's quick check, model/blocks.ts). */
  readonly changes: Int32Array;
  private readonly members: number[][];
  private readonly position: Int32Array;

  constructor(
    readonly players: PreparedPlayers,
    readonly rules: PreparedRules,
    assign: Int32Array,
  ) {
    const k = rules.teamCount;
    this.teams = new TeamState(players, k, assign, rules.ruleUnits);
    this.genderCount = new Int32Array(k * Math.max(rules.genderValues.length, 1));
    this.tierCount = new Int32Array(k * tierCount);
    this.apartCount = new Int32Array(k * Math.max(rules.apartSets.length, 1));
    this.teamImbalance = new Float64Array(k);
    this.teamApart = new Int32Array(k);
    this.schoolCount = new Int32Array(k * Math.max(rules.schoolSets.length, 1));
    this.teamOverSchool = new Int32Array(k);
    this.changes = new Int32Array(k);
    this.members = Array.from({ length: k }, () => []);
    this.position = new Int32Array(players.count);
    for (let i = 0; i < players.count; i++) {
      this.shift(i, assign[i]!, 1);
      this.position[i] = this.members[assign[i]!]!.push(i) - 1;
    }
    for (let t = 0; t < k; t++) this.refreshTeam(t);
    for (const [i, j] of rules.pairs) if (assign[i] === assign[j]) this.honoured++;
  }

  get assign(): Int32Array {
    return this.teams.assign;
  }

  teamOf(unit: number): number {
    return this.teams.assign[this.rules.units[unit]![0]!]!;
  }

  /** The players of team t, in no particular order. */
  membersOf(t: number): readonly number[] {
    return this.members[t]!;
  }

  imbalance(): number {
    let sum = 0;
    for (const value of this.teamImbalance) sum += value;
    return sum;
  }

  overSchoolLimit(): number {
    let sum = 0;
    for (const value of this.teamOverSchool) sum += value;
    return sum;
  }

  apartViolations(): number {
    let sum = 0;
    for (const value of this.teamApart) sum += value;
    return sum;
  }

  /** Units `out` leave team a for b, units `into` leave b for a. */
  exchange(a: number, b: number, out: ArrayLike<number>, outLength: number, into: ArrayLike<number>, intoLength: number): void {
    const { units, partners } = this.rules;
    const moved: number[] = [];
    for (let x = 0; x < outLength; x++) moved.push(...units[out[x]!]!);
    for (let x = 0; x < intoLength; x++) moved.push(...units[into[x]!]!);
    const assign = this.teams.assign;
    const before = new Map<number, number>();
    for (const p of moved) before.set(p, assign[p]!);
    // Requests first, from the old teams: count each pair touched once.
    for (const p of moved) {
      for (const q of partners[p]!) {
        if (before.has(q) && q < p) continue;
        if (assign[p] === assign[q]) this.honoured--;
      }
    }
    for (const p of moved) {
      const to = before.get(p) === a ? b : a;
      this.shift(p, assign[p]!, -1);
      this.leave(p, assign[p]!);
      this.teams.moveTo(p, to);
      this.shift(p, to, 1);
      this.position[p] = this.members[to]!.push(p) - 1;
    }
    for (const p of moved) {
      for (const q of partners[p]!) {
        if (before.has(q) && q < p) continue;
        if (assign[p] === assign[q]) this.honoured++;
      }
    }
    this.refreshTeam(a);
    this.refreshTeam(b);
    this.changes[a]!++;
    this.changes[b]!++;
  }

  private leave(p: number, t: number): void {
    const list = this.members[t]!;
    const last = list.pop()!;
    if (last !== p) {
      list[this.position[p]!] = last;
      this.position[last] = this.position[p]!;
    }
  }

  private shift(i: number, t: number, sign: number): void {
    const r = this.rules;
    const g = r.gender[i]!;
    if (g >= 0) this.genderCount[t * r.genderValues.length + g]! += sign;
    this.tierCount[t * tierCount + r.tier[i]!]! += sign;
    const key = r.apartKey[i]!;
    if (key >= 0) this.apartCount[t * r.apartSets.length + key]! += sign;
    const school = r.schoolKey[i]!;
    if (school >= 0) this.schoolCount[t * r.schoolSets.length + school]! += sign;
  }

  private refreshTeam(t: number): void {
    const r = this.rules;
    const k = r.teamCount;
    let imbalance = 0;
    const values = r.genderValues.length;
    for (let v = 0; v < values; v++) imbalance += (k * this.genderCount[t * values + v]! - r.genderTotals[v]!) ** 2;
    if (r.tierBalance) for (let v = 0; v < tierCount; v++) imbalance += (k * this.tierCount[t * tierCount + v]! - r.tierTotals[v]!) ** 2;
    this.teamImbalance[t] = imbalance;
    let apart = 0;
    const keys = r.apartSets.length;
    for (let key = 0; key < keys; key++) apart += overLimit(this.apartCount[t * keys + key]!, 1);
    this.teamApart[t] = apart;
    let over = 0;
    const schools = r.schoolSets.length;
    for (let school = 0; school < schools; school++) over += overLimit(this.schoolCount[t * schools + school]!, r.schoolLimit);
    this.teamOverSchool[t] = over;
  }
}

export function measureRuleTerms(state: RuleState): RuleTerms {
  return {
    terms: state.teams.terms(),
    imbalance: state.imbalance(),
    apartViolations: state.apartViolations(),
    overSchoolLimit: state.overSchoolLimit(),
    brokenRequests: state.rules.pairs.length - state.honoured,
    requestCount: state.rules.pairs.length,
    units: { registry: state.teams.registry, values: state.teams.unitValues() },
  };
}
