import type { RuleState } from './rule-state.js';
import { HardRuleChange } from './exchange-hard-rules.js';
import { practiceDayCount } from '../model/types.js';

/**
 * What an exchange of units moves, summed once over its players: team a's change of total,
 * regions and practice-day conflicts, the hard rules' part (team b's is the opposite), and
 * which players move; the height unit and the registered units (rule-unit.ts) gather their
 * own part. gather() both sides, read, then clear().
 */
export class ExchangeChange {
  total = 0;
  readonly region: Int32Array;
  readonly days = new Int32Array(practiceDayCount);
  private readonly moving: Uint8Array;
  private readonly movingList: Int32Array;
  private movingCount = 0;
  /** Genders, tiers, apart keys and schools: read and zeroed by `hard.after()` before clear(). */
  readonly hard: HardRuleChange;

  constructor(private readonly state: RuleState) {
    const count = state.teams.players.count;
    this.moving = new Uint8Array(count);
    this.movingList = new Int32Array(count);
    this.region = new Int32Array(Math.max(state.teams.players.regionCount, 1));
    this.hard = new HardRuleChange(state);
  }

  /** Adds the players of units `list` to team a's change with `sign` (-1: they leave a, 1: they join it). */
  gather(list: ArrayLike<number>, length: number, sign: number): void {
    const p = this.state.teams.players;
    const { unitStart, unitMembers } = this.state.rules;
    const { composite, region: regions, conflicts } = p;
    const { moving, movingList, region: regionChange, days } = this;
    const { height, units } = this.state.teams;
    let { total, movingCount } = this;
    for (let x = 0; x < length; x++) {
      const u = list[x]!;
      const end = unitStart[u + 1]!;
      for (let m = unitStart[u]!; m < end; m++) {
        const i = unitMembers[m]!;
        moving[i] = 1;
        movingList[movingCount++] = i;
        total += sign * composite[i]!;
        const r = regions[i]!;
        if (r >= 0) regionChange[r] = regionChange[r]! + sign;
        const mask = conflicts[i]!;
        if (mask !== 0) for (let d = 0; d < practiceDayCount; d++) if (mask & (1 << d)) days[d] = days[d]! + sign;
        height.gather(i, sign);
        for (let x = 0; x < units.length; x++) units[x]!.gather(i, sign);
        this.hard.add(i, sign);
      }
    }
    // Two assignments, not a destructured array: this runs per priced exchange, and the array was a sixth of the garbage.
    this.total = total;
    this.movingCount = movingCount;
  }

  /** Requests honoured after the exchange: a moving player's partners who stay behind or wait on the other team. */
  honouredAfter(a: number, b: number): number {
    const st = this.state;
    let honoured = st.honoured;
    const { partnerStart, partnerList } = st.rules;
    if (st.rules.pairs.length === 0) return honoured;
    const assign = st.teams.assign;
    for (let x = 0; x < this.movingCount; x++) {
      const i = this.movingList[x]!;
      const from = assign[i]!;
      const to = from === a ? b : a;
      for (let y = partnerStart[i]!; y < partnerStart[i + 1]!; y++) {
        const q = partnerList[y]!;
        if (this.moving[q]) continue;
        const team = assign[q]!;
        honoured += (team === to ? 1 : 0) - (team === from ? 1 : 0);
      }
    }
    return honoured;
  }

  /** Zeroes what gather() set but the hard rules' part, for the next exchange. */
  clear(): void {
    for (let x = 0; x < this.movingCount; x++) this.moving[this.movingList[x]!] = 0;
    this.movingCount = 0;
    this.region.fill(0);
    this.days.fill(0);
    this.total = 0;
    const { height, units } = this.state.teams;
    height.clear();
    for (let x = 0; x < units.length; x++) units[x]!.clear();
  }
}
