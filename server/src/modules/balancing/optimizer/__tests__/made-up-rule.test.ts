import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../lib/local-search/random.js';
import { balanceTeams } from '../solve/balance-teams.js';
import { prepareRules } from '../model/rules.js';
import { preparePlayers } from '../model/players.js';
import { ExchangeEvaluator } from '../score/exchange-evaluator.js';
import { measureScales } from '../score/formula.js';
import { RuleState } from '../score/rule-state.js';
import type { RuleUnit, RuleUnitDefinition } from '../score/rule-unit.js';
import { scoreAssignment } from '../score/score-assignment.js';
import { weightsFromOptions } from '../solve/weights.js';
import type { BalanceOptions, BalancePlayer } from '../model/types.js';

// A rule the product does not have, added the way the README's "Adding a rule" says: this file
// alone defines it (a RuleUnitDefinition) and the options register it. "Keep players named Sam
// apart", a soft term: its measure is the Sams beyond the first on each team.

const isSam = (p: BalancePlayer) => /^sam\b/i.test(p.label ?? '');
const beyondFirst = (count: number) => (count > 1 ? count - 1 : 0);

class SamsApart implements RuleUnit {
  readonly sams: Int32Array;
  private total = 0;
  /** Team a's change of Sams in the move being priced. */
  private gathered = 0;

  constructor(
    private readonly sam: Uint8Array,
    teamCount: number,
  ) {
    this.sams = new Int32Array(teamCount);
  }

  shift(i: number, t: number, sign: number): void {
    if (!this.sam[i]) return;
    this.total += beyondFirst(this.sams[t]! + sign) - beyondFirst(this.sams[t]!);
    this.sams[t] = this.sams[t]! + sign;
  }

  refresh(): void {}

  value(): number {
    return this.total;
  }

  gather(i: number, sign: number): void {
    if (this.sam[i]) this.gathered += sign;
  }

  valueAfter(a: number, b: number): number {
    const [sa, sb, d] = [this.sams[a]!, this.sams[b]!, this.gathered];
    return this.total - beyondFirst(sa) - beyondFirst(sb) + beyondFirst(sa + d) + beyondFirst(sb - d);
  }

  clear(): void {
    this.gathered = 0;
  }
}

const samsApart = (weight: number): RuleUnitDefinition<BalancePlayer> => ({
  name: 'keep Sams apart',
  create: (players, teamCount) => new SamsApart(Uint8Array.from(players, (p) => (isSam(p) ? 1 : 0)), teamCount),
  measure(players, assign, teamCount) {
    const sams = new Array<number>(teamCount).fill(0);
    players.forEach((p, i) => isSam(p) && sams[assign[i]!]!++);
    return sams.reduce((sum, count) => sum + beyondFirst(count), 0);
  },
  cost: (value, playerCount) => (weight * value) / playerCount,
  describe: (value) => (value > 0 ? `${value} players named Sam share a team with another Sam.` : null),
});

/** 36 players, six of them named Sam, with heights and weekday conflicts. */
function division(seed: number): BalancePlayer[] {
  const random = createRandom(seed);
  return Array.from({ length: 36 }, (_, i) => ({
    label: i % 6 === 0 ? `Sam ${i}` : `Player ${i}`,
    composite: Math.round(random.next() * 100_000) / 10_000,
    region: null,
    conflicts: random.int(32),
    heightCm: 140 + random.int(40),
  }));
}

const samsTogether = (players: BalancePlayer[], teams: number[][]) => teams.reduce((sum, members) => sum + beyondFirst(members.filter((i) => isSam(players[i]!)).length), 0);

describe('a soft term added in one file (keep players named Sam apart)', () => {
  it('when a made-up rule is registered, the incremental price of every exchange agrees with the score from scratch', () => {
    const players = division(7);
    const options: BalanceOptions = { teamCount: 6, seed: 1, useComposite: true, height: { weight: 10 }, availability: { weight: 3 }, ruleUnits: [samsApart(20)] };
    const rules = prepareRules(players, 6, false, null, options.ruleUnits);
    const random = createRandom(99);
    const state = new RuleState(preparePlayers(players), rules, Int32Array.from(players, () => random.int(6)));
    const evaluator = new ExchangeEvaluator(state, { ...weightsFromOptions(players, options), requests: 0 }, measureScales(players), 0);
    const scratch = (assign: Int32Array) => scoreAssignment(players, teamsOf(assign, 6), options);

    for (let step = 0; step < 300; step++) {
      const [i, j] = [random.int(players.length), random.int(players.length)];
      const [a, b] = [state.assign[i]!, state.assign[j]!];
      if (a === b) continue;
      evaluator.evaluate(a, b, [rules.unitOf[i]!], 1, [rules.unitOf[j]!], 1);
      const after = state.assign.slice();
      [after[i], after[j]] = [b, a];
      expect(evaluator.candidateMinor).toBeCloseTo(scratch(after).cost.minor, 10);
      state.exchange(a, b, [rules.unitOf[i]!], 1, [rules.unitOf[j]!], 1);
      evaluator.refresh();
      expect(evaluator.currentMinor).toBeCloseTo(scratch(state.assign).cost.minor, 10);
    }
  });

  it('when the rule is registered, the search keeps the Sams apart; without it, it does not', () => {
    const players = division(3);
    const options: BalanceOptions = { teamCount: 6, seed: 5, useComposite: true, height: { weight: 10 } };
    const without = balanceTeams(players, options);
    const withRule = balanceTeams(players, { ...options, ruleUnits: [samsApart(20)] });

    expect(samsTogether(players, without.teams)).toBeGreaterThan(0);
    expect(samsTogether(players, withRule.teams)).toBe(0);
    expect(withRule.rules.warnings).toEqual([]);
  });

  it('when the Sams cannot all be apart, the answer says so in the sentence the rule gives', () => {
    const players = division(3);
    const result = balanceTeams(players, { teamCount: 4, seed: 5, useComposite: true, ruleUnits: [samsApart(20)] });

    expect(samsTogether(players, result.teams)).toBe(2);
    expect(result.rules.warnings).toContain('2 players named Sam share a team with another Sam.');
  });
});

function teamsOf(assign: Int32Array, k: number): number[][] {
  const teams: number[][] = Array.from({ length: k }, () => []);
  assign.forEach((t, i) => teams[t]!.push(i));
  return teams;
}
