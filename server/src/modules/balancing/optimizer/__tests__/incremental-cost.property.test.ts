import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Anchor } from '../model/anchor.js';
import { findBlockExchanges } from '../moves/block-exchanges.js';
import { kindsKey, teamBlocks, unitsOfPlayers } from '../model/blocks.js';
import { ExchangePricer } from '../score/exchange-pricer.js';
import { MoveEvaluator } from '../score/move-evaluator.js';
import { measureScales } from '../score/formula.js';
import { prepareRules } from '../model/rules.js';
import { createRandom, type Random } from '../../../../lib/local-search/random.js';
import { overLimitWeight } from '../score/terms/over-limit.js';
import { ExchangeEvaluator } from '../score/exchange-evaluator.js';
import { RuleState } from '../score/rule-state.js';
import { scoreAssignment } from '../score/score-assignment.js';
import { weightsFromOptions } from '../solve/weights.js';
import { allowedSizeChanges, findExchanges, otherExtremes, spreadAfter } from '../moves/exchange-finder.js';
import { TeamState } from '../score/team-state.js';
import { preparePlayers } from '../model/players.js';
import { randomDivision, type DivisionShape } from './support/random-division.js';
import { sameCost, scoreFromScratch, type ScratchScore } from './support/score-from-scratch.js';

/**
 * FULL_ASSERT, as Timefold calls it: walk random divisions through random sequences of
 * exchanges and, at every step, compare the cost each incremental evaluator predicts for the
 * candidate (and holds after applying it) with the cost computed from scratch
 * (support/score-from-scratch.ts). Any difference beyond the search's own tie tolerance
 * (1e-9 of the larger minor, at least 1e-9; majors exactly) is a bug in the fast scoring.
 * A failure names the fast-check seed and path: rerun with them to reproduce it.
 */

const shape = (rules: boolean): fc.Arbitrary<DivisionShape & { smoothing: number; anchored: boolean }> =>
  fc
    .record({
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      teams: fc.integer({ min: 2, max: 6 }),
      extra: fc.integer({ min: 0, max: 26 }),
      regions: fc.boolean(),
      conflicts: fc.boolean(),
      heights: fc.boolean(),
      hardRegion: fc.boolean(),
      genders: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
      groups: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
      locks: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
      apart: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
      requests: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
      tierBalance: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
      schools: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
      smoothing: fc.constantFrom(0, 2),
      anchored: fc.constant(rules).chain((on) => (on ? fc.boolean() : fc.constant(false))),
    })
    .map(({ extra, ...rest }) => ({ ...rest, players: 2 * rest.teams + extra }));

function expectSame(what: string, predicted: { major: number; minor: number }, scratch: ScratchScore): void {
  if (sameCost(predicted, scratch)) return;
  expect.fail(`${what}: predicted ${predicted.major} / ${predicted.minor}, from scratch ${scratch.major} / ${scratch.minor} (${JSON.stringify(scratch)})`);
}

interface UnitExchange {
  a: number;
  b: number;
  out: number[];
  into: number[];
}

const unitsOn = (state: RuleState, t: number) => state.rules.units.flatMap((_, u) => (state.teamOf(u) === t ? [u] : []));
const drawSome = (random: Random, units: number[], most: number) => {
  const chosen = new Set<number>();
  const count = random.int(Math.min(most, units.length) + 1);
  while (chosen.size < count) chosen.add(units[random.int(units.length)]!);
  return [...chosen];
};

/** A random exchange between two teams: any units, a block exchange the polish would price, or a kick of the block search. */
function drawExchange(state: RuleState, random: Random): UnitExchange | null {
  const k = state.rules.teamCount;
  const a = random.int(k);
  const b = (a + 1 + random.int(k - 1)) % k;
  const kind = random.next();
  if (kind < 0.25) {
    const target = (state.teams.total[a]! - state.teams.total[b]!) / 2 + (random.next() - 0.5);
    const { exchanges } = findBlockExchanges(state, a, b, target, 1 + random.int(4));
    if (exchanges.length > 0) {
      const chosen = exchanges[random.int(exchanges.length)]!;
      return { a, b, out: unitsOfPlayers(state, chosen.out), into: unitsOfPlayers(state, chosen.into) };
    }
  } else if (kind < 0.4) {
    const kinds = kindsKey(state.rules);
    const from = teamBlocks(state, a);
    const block = from[random.int(from.length)];
    const matches = block ? teamBlocks(state, b).filter((other) => kinds(other) === kinds(block)) : [];
    if (block && matches.length > 0) return { a, b, out: unitsOfPlayers(state, block), into: unitsOfPlayers(state, matches[random.int(matches.length)]!) };
  }
  const out = drawSome(random, unitsOn(state, a), 3);
  const into = drawSome(random, unitsOn(state, b), 3);
  return out.length + into.length > 0 ? { a, b, out, into } : null;
}

function assignmentAfter(state: RuleState, move: UnitExchange): Int32Array {
  const after = state.assign.slice();
  for (const u of move.out) for (const i of state.rules.units[u]!) after[i] = move.b;
  for (const u of move.into) for (const i of state.rules.units[u]!) after[i] = move.a;
  return after;
}

const teamsOf = (assign: Int32Array, k: number) => {
  const teams: number[][] = Array.from({ length: k }, () => []);
  assign.forEach((t, i) => teams[t]!.push(i));
  return teams;
};

/** The rule evaluator (and, with an anchor, the exchange pricer) on a random walk of `steps` exchanges. */
function walkWithRules(s: DivisionShape & { smoothing: number; anchored: boolean }, steps: number): void {
  const { players, options } = randomDivision(s);
  const k = options.teamCount;
  const n = players.length;
  const weights = weightsFromOptions(players, options);
  const tierBalance = options.tierBalance ?? false;
  const maxPerSchool = options.maxPerSchool;
  const rules = prepareRules(players, k, tierBalance, maxPerSchool);
  const random = createRandom(s.seed ^ 0x5eed);
  // Every unit on a random team: sizes, locks and balance need not hold, the cost must be right everywhere.
  const start = new Int32Array(n);
  for (const members of rules.units) {
    const t = random.int(k);
    for (const i of members) start[i] = t;
  }
  const home = start.map((t) => (random.next() < 0.2 ? -1 : t));
  const anchor: Anchor | undefined = s.anchored
    ? { home, low: new Int32Array(k), high: new Int32Array(k).fill(n), movePrice: 0.01 + random.next(), maxMoves: random.next() < 0.5 ? Infinity : 1 + random.int(n), smoothing: s.smoothing }
    : undefined;
  const state = new RuleState(preparePlayers(players), rules, start);
  const evaluator = new ExchangeEvaluator(state, weights, measureScales(players), s.smoothing);
  const pricer = new ExchangePricer(state, evaluator, anchor);
  const scratch = (assign: ArrayLike<number>, withAnchor = false) =>
    scoreFromScratch(players, assign, { teamCount: k, weights, tierBalance, maxPerSchool, smoothing: s.smoothing, anchor: withAnchor && anchor ? anchor : undefined });
  const hardPart = (score: ScratchScore) => score.imbalance + overLimitWeight(k) * (score.apartViolations + score.overSchoolLimit);

  expectSame('after construction', { major: evaluator.currentMajor, minor: evaluator.currentMinor }, scratch(state.assign));
  for (let step = 0; step < steps; step++) {
    const move = drawExchange(state, random);
    if (!move) continue;
    const [now, next] = [scratch(state.assign), scratch(assignmentAfter(state, move))];
    const label = `step ${step}: units ${move.out} from team ${move.a} to ${move.b}, ${move.into} back`;

    evaluator.candidateMajor = Number.NaN;
    const better = evaluator.evaluate(move.a, move.b, move.out, move.out.length, move.into, move.into.length);
    if (Number.isNaN(evaluator.candidateMajor)) {
      // Left unpriced on purpose: only an exchange that worsens the hard rules may be.
      expect(hardPart(next), `${label} was refused unpriced`).toBeGreaterThan(hardPart(now));
    } else {
      expectSame(`${label}, the evaluator's candidate`, { major: evaluator.candidateMajor, minor: evaluator.candidateMinor }, next);
      if (!sameCost(next, now, 1e-8)) expect(better, `${label} is judged better`).toBe(next.major < now.major || (next.major === now.major && next.minor < now.minor));
    }
    if (anchor) {
      pricer.major = Number.NaN;
      pricer.price(move.a, move.b, move.out, move.out.length, move.into, move.into.length);
      if (!Number.isNaN(pricer.major)) expectSame(`${label}, the pricer's candidate`, { major: pricer.major, minor: pricer.minor }, scratch(assignmentAfter(state, move), true));
    }

    if (random.next() < 0.7) {
      pricer.apply(move.a, move.b, move.out, move.into);
      const applied = scratch(state.assign, true);
      expectSame(`${label}, applied`, { major: evaluator.currentMajor, minor: evaluator.currentMinor }, scratch(state.assign));
      if (anchor) {
        expect(pricer.moved, `${label}, players off their home team`).toBe(applied.moved);
        expectSame(`${label}, applied with the anchor`, { major: pricer.currentMajor, minor: pricer.currentMinor }, applied);
      }
    }
  }
  // The optimizer's own from-scratch score (score-assignment.ts) against this one.
  const { cost } = scoreAssignment(players, teamsOf(state.assign, k), options);
  expectSame('scoreAssignment at the end of the walk', cost, scoreFromScratch(players, state.assign, { teamCount: k, weights, tierBalance, maxPerSchool }));
}

/** The rule-free evaluator (MoveEvaluator) on a random walk of swaps and single-player moves. */
function walkWithoutRules(s: DivisionShape & { smoothing: number }, steps: number): void {
  const { players, options } = randomDivision(s);
  const k = options.teamCount;
  const n = players.length;
  const weights = weightsFromOptions(players, options);
  const random = createRandom(s.seed ^ 0xf1ee);
  const state = new TeamState(preparePlayers(players), k, Int32Array.from({ length: n }, () => random.int(k)));
  const evaluator = new MoveEvaluator(state, weights, measureScales(players), s.smoothing);
  const scratch = (assign: ArrayLike<number>) => scoreFromScratch(players, assign, { teamCount: k, weights, tierBalance: false, smoothing: s.smoothing });

  expectSame('after construction', { major: evaluator.currentMajor, minor: evaluator.currentMinor }, scratch(state.assign));
  for (let step = 0; step < steps; step++) {
    if (random.next() < 0.15) {
      polishExchange(state, random, scratch, `step ${step}`);
      evaluator.refresh();
      expectSame(`step ${step}: after a polish exchange`, { major: evaluator.currentMajor, minor: evaluator.currentMinor }, scratch(state.assign));
      continue;
    }
    const i = random.int(n);
    const a = state.assign[i]!;
    const j = random.next() < 0.6 ? random.int(n) : -1;
    const team = j >= 0 ? state.assign[j]! : (a + 1 + random.int(k - 1)) % k;
    if (team === a) continue;
    const after = state.assign.slice();
    after[i] = team;
    if (j >= 0) after[j] = a;
    const [now, next] = [scratch(state.assign), scratch(after)];
    const label = j >= 0 ? `step ${step}: swap ${i} (team ${a}) with ${j} (team ${team})` : `step ${step}: move ${i} from team ${a} to ${team}`;

    const better = evaluator.evaluate(i, j, team);
    expectSame(`${label}, the evaluator's candidate`, { major: evaluator.candidateMajor, minor: evaluator.candidateMinor }, next);
    if (!sameCost(next, now, 1e-8)) expect(better, `${label} is judged better`).toBe(next.major < now.major || (next.major === now.major && next.minor < now.minor));

    if (random.next() < 0.7) {
      if (j >= 0) state.swap(i, j);
      else state.moveTo(i, team);
      evaluator.refresh();
      expectSame(`${label}, applied`, { major: evaluator.currentMajor, minor: evaluator.currentMinor }, scratch(state.assign));
    }
  }
}

/**
 * The spread polish (polish-teams.ts) predicts the spread after each exchange of up to three
 * players a side from the two teams' totals and the other teams' extremes: checks every
 * candidate's prediction, then applies one of them.
 */
function polishExchange(state: TeamState, random: Random, scratch: (assign: ArrayLike<number>) => ScratchScore, label: string): void {
  const k = state.teamCount;
  const x = random.int(k);
  const y = (x + 1 + random.int(k - 1)) % k;
  const members = (t: number) => Array.from(state.assign).flatMap((team, i) => (team === t ? [i] : []));
  const [tx, ty] = [state.total[x]!, state.total[y]!];
  const target = (tx - ty) / 2 + (random.next() - 0.5);
  const candidates = findExchanges(members(x), members(y), (i) => state.players.composite[i]!, target, allowedSizeChanges(state.size[x]!, state.size[y]!));
  const { high, low } = otherExtremes(state.total, k, x, y);
  const afterOf = (c: { out: number[]; into: number[] }) => {
    const after = state.assign.slice();
    for (const i of c.out) after[i] = y;
    for (const i of c.into) after[i] = x;
    return after;
  };
  for (const c of candidates) {
    const predicted = spreadAfter(tx, ty, c.delta, high, low);
    const actual = scratch(afterOf(c)).spread;
    expect(Math.abs(predicted - actual), `${label}: polish exchange ${c.out} for ${c.into} predicts spread ${predicted}, from scratch ${actual}`).toBeLessThanOrEqual(1e-9 * Math.max(1, actual));
  }
  const chosen = candidates[random.int(candidates.length)];
  if (!chosen) return;
  const after = afterOf(chosen);
  for (let i = 0; i < after.length; i++) if (after[i] !== state.assign[i]) state.moveTo(i, after[i]!);
}

// Seconds of CPU each; a shared, loaded machine can take several times that (not a speed test).
const walkTimeout = 180_000;

describe('the incremental evaluators agree with the cost computed from scratch', () => {
  it('for exchanges of units and blocks under every rule and term, with and without an anchor and smoothing', () => {
    fc.assert(
      fc.property(shape(true), (s) => walkWithRules(s, 60)),
      { numRuns: 150 },
    );
  }, walkTimeout);

  it('for swaps and moves of single players and the spread polish\'s exchanges without rules, in soft and hard region mode', () => {
    fc.assert(
      fc.property(shape(false), (s) => walkWithoutRules(s, 80)),
      { numRuns: 120 },
    );
  }, walkTimeout);
});
