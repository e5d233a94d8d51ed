import type { Anchor } from '../model/anchor.js';
import { ExchangePricer } from '../score/exchange-pricer.js';
import { candidateWindow, type Budget } from './plain-search.js';
import { isBetter, type Scales } from '../score/objective.js';
import type { PreparedRules } from '../model/rules.js';
import { shuffleInPlace, type Random } from '../model/random.js';
import { RuleEvaluator } from '../score/exchange-evaluator.js';
import { handOver, searchWithBlocks } from './block-search.js';
import { polishWithRules } from './polish-with-rules.js';
import { scoreRuleTerms, type RuleWeights } from '../score/rule-objective.js';
import { measureRuleTerms, RuleState } from '../score/rule-state.js';
import type { PreparedPlayers } from '../score/team-state.js';

/** Weight of the search cost's smoothing companions (rule-evaluator.ts): they break the spread's ties. */
export const searchSmoothing = 2;
/**
 * Exchanges priced per pair of teams in the polish: the nearest one often breaks a request or
 * a soft term, the next few rarely all do (the rules benchmark: spread with requests on
 * 120 players / 8 teams 0.0073 with one, 0.0030 with four).
 */
const polishTries = 4;

interface Move {
  a: number;
  b: number;
  out: number[];
  into: number[];
}

/**
 * Best-improvement descent over units (groups move whole, locked units never move):
 * swaps of two units, moves of one, and for a group a "mirror" exchange against single
 * players of the other team chosen to match its members' tier, gender and composite, which
 * is how a group changes team when no group of its size is there to swap with. Every
 * exchange keeps team sizes within one of each other.
 */
function descend(pricer: ExchangePricer, random: Random, budget: Budget): void {
  const { state } = pricer;
  const { rules } = state;
  const sizeOk = (t: number, change: number) => pricer.fits(t, change);
  const free = rules.units.flatMap((_, u) => (rules.unitLock[u]! < 0 ? [u] : []));
  const partners = shuffleInPlace([...free], random);
  const window = Math.min(free.length, candidateWindow);
  const one = [0];
  const other = [0];
  const none: number[] = [];
  let improved = true;
  while (improved && budget.left > 0) {
    improved = false;
    shuffleInPlace(free, random);
    for (const u of free) {
      if (budget.left <= 0) return;
      const a = state.teamOf(u);
      const su = rules.units[u]!.length;
      let best: Move | null = null;
      let bestMajor = pricer.currentMajor;
      let bestMinor = pricer.currentMinor;
      const consider = (b: number, out: number[], into: number[]) => {
        if (!pricer.price(a, b, out, out.length, into, into.length)) return;
        const { major, minor } = pricer;
        if (major < bestMajor || (major === bestMajor && minor < bestMinor)) {
          best = { a, b, out: [...out], into: [...into] };
          [bestMajor, bestMinor] = [major, minor];
        }
      };
      one[0] = u;
      const offset = window < free.length ? random.int(free.length) : 0;
      for (let s = 0; s < window; s++) {
        const v = partners[(offset + s) % free.length]!;
        const b = state.teamOf(v);
        const change = rules.units[v]!.length - su;
        if (b === a || !sizeOk(a, change) || !sizeOk(b, -change)) continue;
        other[0] = v;
        consider(b, one, other);
      }
      for (let b = 0; b < rules.teamCount; b++) {
        if (b === a) continue;
        if (sizeOk(a, -su) && sizeOk(b, su)) consider(b, one, none);
        if (su > 1) {
          const mirror = findMirror(state, u, b);
          if (mirror) consider(b, one, mirror);
        }
      }
      if (su === 1) budget.left -= pullTowardsPartners(state, u, consider, random);
      budget.left -= window + rules.teamCount * (su > 1 ? 3 : 1);
      if (best === null) continue;
      const move: Move = best;
      pricer.apply(move.a, move.b, move.out, move.into);
      improved = true;
    }
  }
}

const pullSample = 24;

/**
 * For a single player u whose requested teammate is on team b: the 2-for-2 exchanges that
 * bring u to b (u and x for v and y), v and y taken from b's free singles of the same tier
 * and gender as u and x so the hard rules stay met, and x from a sample of u's team. One
 * swap alone rarely keeps the balance; a second pair can pay it back. Returns the
 * evaluations spent.
 */
function pullTowardsPartners(state: RuleState, u: number, consider: (b: number, out: number[], into: number[]) => void, random: Random): number {
  const { rules } = state;
  const i = rules.units[u]![0]!;
  const a = state.teamOf(u);
  let spent = 0;
  const alike = (x: number, y: number) => rules.tier[x] === rules.tier[y] && rules.gender[x] === rules.gender[y];
  const freeSingle = (j: number) => rules.units[rules.unitOf[j]!]!.length === 1 && rules.unitLock[rules.unitOf[j]!]! < 0;
  for (const q of rules.partners[i]!) {
    const b = state.assign[q]!;
    if (b === a) continue;
    const there = state.membersOf(b).filter((j) => j !== q && freeSingle(j) && rules.apartKey[j]! < 0);
    const here = state.membersOf(a).filter((j) => j !== i && freeSingle(j) && rules.apartKey[j]! < 0);
    const sample = here.length <= pullSample ? here : Array.from({ length: pullSample }, () => here[random.int(here.length)]!);
    const out = [u, 0];
    const into = [0, 0];
    for (const v of there) {
      if (!alike(v, i)) continue;
      into[0] = rules.unitOf[v]!;
      for (const x of sample) {
        out[1] = rules.unitOf[x]!;
        for (const y of there) {
          if (y === v || !alike(x, y)) continue;
          into[1] = rules.unitOf[y]!;
          consider(b, out, into);
          spent++;
        }
      }
    }
  }
  return spent;
}

/** Free single players of team b matching u's members one for one: same tier and gender first, then the nearest composite. */
function findMirror(state: RuleState, u: number, b: number): number[] | null {
  const { rules } = state;
  const p = state.players;
  const chosen: number[] = [];
  for (const i of rules.units[u]!) {
    let best = -1;
    let bestScore = Infinity;
    for (const j of state.membersOf(b)) {
      const v = rules.unitOf[j]!;
      if (rules.units[v]!.length !== 1 || rules.unitLock[v]! >= 0 || chosen.includes(v)) continue;
      const mismatch = (rules.tier[i] !== rules.tier[j] ? 1 : 0) + (rules.gender[i] !== rules.gender[j] ? 1 : 0) + (rules.apartKey[j]! >= 0 ? 1 : 0);
      const score = mismatch * 1000 + Math.abs(p.composite[i]! - p.composite[j]!);
      if (score < bestScore) [best, bestScore] = [v, score];
    }
    if (best < 0) return null;
    chosen.push(best);
  }
  return chosen;
}

/**
 * Random swaps of equal-sized free units: leaves a local optimum without breaking a group or
 * a size. Under a move cap, half the swaps send a moved player home, so a search that spent
 * its moves early can spend them again elsewhere.
 */
function perturb(pricer: ExchangePricer, random: Random, strength: number): void {
  const { state } = pricer;
  const { rules } = state;
  const free = rules.units.length;
  // A placement locks most units: draws among the free ones alone still leave the local optimum.
  const movable = pricer.anchored ? rules.units.flatMap((_, u) => (rules.unitLock[u]! < 0 ? [u] : [])) : null;
  if (movable && movable.length < 2) return;
  const draw = () => (movable ? movable[random.int(movable.length)]! : random.int(free));
  for (let s = 0; s < strength * 4 && strength > 0; s++) {
    const u = draw();
    const v = movable && random.next() < 0.5 ? partnerAtHome(pricer, u, random) : draw();
    if (v < 0 || rules.unitLock[u]! >= 0 || rules.unitLock[v]! >= 0 || rules.units[u]!.length !== rules.units[v]!.length) continue;
    const [a, b] = [state.teamOf(u), state.teamOf(v)];
    if (a === b || !pricer.withinCap(a, b, [u], 1, [v], 1)) continue;
    pricer.apply(a, b, [u], [v]);
    strength--;
  }
}

/** A free unit of the same size on the team u's first player came from, when u is away from it; else -1. */
function partnerAtHome(pricer: ExchangePricer, u: number, random: Random): number {
  const { rules } = pricer.state;
  const home = pricer.homeOf(rules.units[u]![0]!);
  if (home < 0 || home >= rules.teamCount || pricer.state.teamOf(u) === home) return -1;
  const members = pricer.state.membersOf(home);
  const v = rules.unitOf[members[random.int(members.length)]!]!;
  return rules.units[v]!.length === rules.units[u]!.length ? v : -1;
}

/**
 * Iterated local search from `start`: descend, keep the best state, perturb it, until the
 * budget is spent. With an anchor (rebalance, place_new) the cost adds its price per moved
 * player and the search keeps its move cap and size bounds; `start` must already fit them.
 * `blocks`: evaluations the block search gets on top of what the main search leaves it, and
 * the rounds in a row without a better answer after which it stops (balance-teams.ts).
 */
export function searchWithRules(
  players: PreparedPlayers,
  rules: PreparedRules,
  start: Int32Array,
  objective: { weights: RuleWeights; scales: Scales; anchor?: Anchor },
  random: Random,
  budgetTotal: number,
  blocks: { allowance: number; patience: number } = { allowance: 0, patience: Infinity },
): Int32Array {
  const budget: Budget = { left: budgetTotal };
  let best = start.slice();
  let bestCost = { major: Infinity, minor: Infinity };
  // The search cost carries smoothing; the answer is the local optimum best by the true objective.
  let answer = start.slice();
  let answerCost = { major: Infinity, minor: Infinity };
  const pricerAt = (assign: Int32Array) => {
    const state = new RuleState(players, rules, assign);
    return new ExchangePricer(state, new RuleEvaluator(state, objective.weights, objective.scales, objective.anchor?.smoothing ?? searchSmoothing), objective.anchor);
  };
  const trueCostOf = (p: ExchangePricer) => {
    const cost = scoreRuleTerms(measureRuleTerms(p.state), objective.weights, objective.scales, rules.teamCount);
    cost.minor += p.anchorCost(p.moved);
    return cost;
  };
  let pricer = pricerAt(start.slice());
  const maxStrength = Math.max(2, Math.min(12, Math.floor(players.count / 8)));
  let stalled = 0;
  let roundStart = budget.left;
  while (budget.left > 0) {
    descend(pricer, random, budget);
    polishWithRules(pricer, budget, polishTries);
    const cost = { major: pricer.currentMajor, minor: pricer.currentMinor };
    const trueCost = trueCostOf(pricer);
    stalled++;
    if (isBetter(trueCost, answerCost)) {
      answer = pricer.state.assign.slice();
      answerCost = trueCost;
      stalled = 0;
    }
    const roundCost = roundStart - budget.left;
    roundStart = budget.left;
    if (handOver(objective.anchor !== undefined, roundCost, budgetTotal, budget.left, stalled)) break;
    if (isBetter(cost, bestCost)) {
      best = pricer.state.assign.slice();
      bestCost = cost;
    } else {
      pricer = pricerAt(best.slice());
    }
    perturb(pricer, random, 2 + random.int(maxStrength - 1));
    budget.left -= rules.teamCount;
  }
  if (budget.left <= 0) return answer;
  budget.left += blocks.allowance;
  return searchWithBlocks(pricerAt, trueCostOf, answer, random, budget, polishTries, blocks.patience);
}
