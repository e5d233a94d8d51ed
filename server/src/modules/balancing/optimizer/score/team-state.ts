import type { PreparedPlayers } from '../model/players.js';
import { noRuleUnits, type RuleUnit, type RuleUnitRegistry } from './rule-unit.js';
import { HeightUnit } from './terms/height.js';
import { practiceDayCount, type TermValues } from '../model/types.js';

/** Per-team aggregates kept current move by move, so a candidate move costs O(regions + days). */
export class TeamState {
  readonly size: Int32Array;
  readonly total: Float64Array;
  readonly regionCount: Int32Array;
  readonly known: Int32Array;
  readonly regionPenalty: Int32Array;
  /** known - Σ count² / known: a smooth companion of the penalty, 0 for a one-region team. */
  readonly regionImpurity: Float64Array;
  readonly conflicts: Int32Array;
  readonly availabilityPenalty: Int32Array;
  /** The height spread's unit (built in); `units` are the ones registered in the options (rule-unit.ts). */
  readonly height: HeightUnit;
  readonly units: RuleUnit[];

  constructor(
    readonly players: PreparedPlayers,
    readonly teamCount: number,
    readonly assign: Int32Array,
    readonly registry: RuleUnitRegistry = noRuleUnits,
  ) {
    const k = teamCount;
    this.size = new Int32Array(k);
    this.total = new Float64Array(k);
    this.regionCount = new Int32Array(k * Math.max(players.regionCount, 1));
    this.known = new Int32Array(k);
    this.regionPenalty = new Int32Array(k);
    this.regionImpurity = new Float64Array(k);
    this.conflicts = new Int32Array(k * practiceDayCount);
    this.availabilityPenalty = new Int32Array(k);
    this.height = new HeightUnit(players.height, k);
    this.units = registry.definitions.map((unit) => unit.create(registry.players, k));
    for (let i = 0; i < players.count; i++) this.add(i, assign[i]!);
    for (let t = 0; t < k; t++) this.refreshTeam(t);
  }

  moveTo(i: number, team: number): void {
    const from = this.assign[i]!;
    this.remove(i, from);
    this.add(i, team);
    this.assign[i] = team;
    this.refreshTeam(from);
    this.refreshTeam(team);
  }

  swap(i: number, j: number): void {
    const a = this.assign[i]!;
    const b = this.assign[j]!;
    this.remove(i, a);
    this.remove(j, b);
    this.add(i, b);
    this.add(j, a);
    this.assign[i] = b;
    this.assign[j] = a;
    this.refreshTeam(a);
    this.refreshTeam(b);
  }

  terms(): TermValues {
    let maxTotal = -Infinity;
    let minTotal = Infinity;
    let regionPenalty = 0;
    let availabilityPenalty = 0;
    for (let t = 0; t < this.teamCount; t++) {
      maxTotal = Math.max(maxTotal, this.total[t]!);
      minTotal = Math.min(minTotal, this.total[t]!);
      regionPenalty += this.regionPenalty[t]!;
      availabilityPenalty += this.availabilityPenalty[t]!;
    }
    return { spread: maxTotal - minTotal, regionPenalty, availabilityPenalty, heightSpread: this.height.value() };
  }

  private add(i: number, t: number): void {
    this.shift(i, t, 1);
  }

  private remove(i: number, t: number): void {
    this.shift(i, t, -1);
  }

  private shift(i: number, t: number, sign: number): void {
    const p = this.players;
    this.size[t] = this.size[t]! + sign;
    this.total[t] = this.total[t]! + sign * p.composite[i]!;
    const region = p.region[i]!;
    if (region >= 0) {
      const slot = t * p.regionCount + region;
      this.regionCount[slot] = this.regionCount[slot]! + sign;
      this.known[t] = this.known[t]! + sign;
    }
    const mask = p.conflicts[i]!;
    for (let d = 0; d < practiceDayCount; d++) {
      if (mask & (1 << d)) this.conflicts[t * practiceDayCount + d] = this.conflicts[t * practiceDayCount + d]! + sign;
    }
    this.height.shift(i, t, sign);
    const units = this.units;
    for (let u = 0; u < units.length; u++) units[u]!.shift(i, t, sign);
  }

  /** The registered units' measures now, in registration order. */
  unitValues(): number[] {
    return this.units.map((unit) => unit.value());
  }

  private refreshTeam(t: number): void {
    const regions = this.players.regionCount;
    let top = 0;
    let squares = 0;
    for (let r = 0; r < regions; r++) {
      const count = this.regionCount[t * regions + r]!;
      top = Math.max(top, count);
      squares += count * count;
    }
    const known = this.known[t]!;
    this.regionPenalty[t] = known - top;
    this.regionImpurity[t] = known > 0 ? known - squares / known : 0;
    let fewest = Infinity;
    for (let d = 0; d < practiceDayCount; d++) fewest = Math.min(fewest, this.conflicts[t * practiceDayCount + d]!);
    this.availabilityPenalty[t] = fewest;
  }
}
