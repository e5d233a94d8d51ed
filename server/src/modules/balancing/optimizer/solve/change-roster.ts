import { countMoves, type Anchor } from '../model/anchor.js';
import { balanceTeams, toResult } from './balance-teams.js';
import { placementBudget, ruleBudget, weighedTermCount } from './budgets.js';
import { sizeLimits } from '../model/team-sizes.js';
import { fillTeams, startingTeams } from '../phases/fill-teams.js';
import { compareCosts, isBetter, measureScales, scoreRuleTerms, type RuleWeights, type Scales } from '../score/formula.js';
import { spreadWeight } from '../score/terms/spread.js';
import { measureRuleTerms, RuleState } from '../score/rule-state.js';
import { prepareRules, type PreparedRules } from '../model/rules.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { searchWithRules } from '../phases/rule-search.js';
import { spendMovesOnBalance } from '../phases/spend-moves.js';
import { tierBalanceInEffect, weightsFromOptions } from './weights.js';
import { TeamState } from '../score/team-state.js';
import { preparePlayers, type PreparedPlayers } from '../model/players.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer, type BalanceResult } from '../model/types.js';

/** A change to a stored roster (decision 0019): a rebalance or a placement of late sign-ups. */
export interface RosterChange {
  /** Per player: the team index they are on now; -1 unassigned; ≥ teamCount a team the rebalance drops. */
  current: number[];
  /** Rebalance: 0-10, how strongly players stay on their current teams (0: a fresh balance). */
  keepCurrentWeight?: number;
  /** Placement: only unassigned players join teams, and at most `maxMoves` placed players change team. */
  place?: { maxMoves: number };
}

/**
 * The search cost of one player changing team at keep weight 1: a spread of a hundredth of
 * an average player (objective.ts). At 10 a move must buy a tenth of an average player of
 * spread, or the equivalent in the other terms.
 */
export const keepPricePerWeight = spreadWeight * 0.01;
/** Under a cap alone a move still costs a trifle, so between equal answers the one with fewer moves wins. */
const capMovePrice = 1e-6;

export function changeRoster(players: BalancePlayer[], options: BalanceOptions, change: RosterChange): BalanceResult {
  if (change.current.length !== players.length) throw new BalanceInputError('Every player needs a current team (or none).');
  if (players.length < options.teamCount) throw new BalanceInputError(`There are ${players.length} players, fewer than the ${options.teamCount} teams requested.`);
  return change.place ? placeNewPlayers(players, options, Int32Array.from(change.current), change.place.maxMoves) : rebalanceRoster(players, options, Int32Array.from(change.current), change.keepCurrentWeight ?? 0);
}

function setUp(players: BalancePlayer[], options: BalanceOptions) {
  const weights = weightsFromOptions(players, options);
  const rules = prepareRules(players, options.teamCount, tierBalanceInEffect(players, options), options.maxPerSchool, options.ruleUnits);
  const termCount = weighedTermCount(weights, false);
  return { weights, rules, prepared: preparePlayers(players), scales: measureScales(players), random: createRandom(options.seed), termCount };
}

/**
 * Keep weight 0 is balanceTeams itself, its teams renumbered to keep the most players where
 * they are. Above 0 the rule search starts from the current teams (sizes evened, new players
 * placed) and every player off their team costs `keepPricePerWeight` times the weight.
 */
function rebalanceRoster(players: BalancePlayer[], options: BalanceOptions, home: Int32Array, keep: number): BalanceResult {
  const k = options.teamCount;
  const { weights, rules, prepared, scales, random, termCount } = setUp(players, options);
  const fresh = () => renumberTeams(balanceTeams(players, options).teams, home, rules);
  const finish = (assign: Int32Array) => toResult(players, rules, new TeamState(prepared, k, assign));
  if (keep <= 0) return finish(fresh());
  const { small } = sizeLimits(players.length, k);
  const anchor: Anchor = { home, low: new Int32Array(k).fill(small), high: new Int32Array(k).fill(small + 1), movePrice: keep * keepPricePerWeight, maxMoves: Infinity };
  const start = fillTeams(rules, prepared.composite, startingTeams(rules, home), anchor, true) ?? fresh();
  const budget = options.evaluationBudget ?? ruleBudget(players.length, termCount);
  return finish(searchWithRules(prepared, rules, start, { weights, scales, anchor }, random, budget));
}

/**
 * New players join the existing teams, the smallest first (sizes end as even as the placed
 * players allow). The search first moves only new players; with a cap above 0 it then goes on
 * from there with every player free, never passing the cap. Rules the current teams already
 * break for placed players (a lock to another team, a group split across teams) are left as
 * they are: mending them would take moves nobody allowed.
 */
function placeNewPlayers(input: BalancePlayer[], options: BalanceOptions, home: Int32Array, maxMoves: number): BalanceResult {
  const k = options.teamCount;
  if (!home.some((h) => h < 0)) throw new BalanceInputError('There are no unassigned players to place.');
  const players = keepPlacedWhereTheyAre(input, home);
  const { weights, rules, prepared, scales, random } = setUp(players, options);
  const anchor: Anchor = { home, ...placementBounds(home, k), movePrice: capMovePrice, maxMoves };
  const start = fillTeams(rules, prepared.composite, startingTeams(rules, home), anchor, false)!;
  const frozen = { ...rules, unitLock: rules.unitLock.map((lock, u) => (lock >= 0 ? lock : (rules.units[u]!.map((i) => home[i]!).find((h) => h >= 0) ?? -1))) };
  const movable = (r: PreparedRules) => r.units.filter((_, u) => r.unitLock[u]! < 0).length;
  const budgetFor = (r: PreparedRules, perPair: number) => options.evaluationBudget ?? placementBudget(movable(r), perPair);
  // Late players alone are a hard partition (decision 0026): their search gets five times the
  // evaluations per pair; 100 of them take about 200 ms and end nearer even (bench: roster).
  // With every placed player frozen this is exactly the placement with zero moves (issue 27).
  const placed = searchWithRules(prepared, frozen, start, { weights, scales, anchor: { ...anchor, maxMoves: 0 } }, random, budgetFor(frozen, 100));
  const capped = { weights, scales, anchor: { ...anchor, smoothing: 0 } };
  // The search after the spending pass mends what single exchanges cannot (one late player per team); a quarter of the budget does.
  const moved = maxMoves > 0 ? searchWithRules(prepared, rules, spendMovesOnBalance(prepared, rules, placed, capped, budgetFor(rules, 20)), capped, random, Math.round(budgetFor(rules, 20) / 4)) : placed;
  return toResult(players, rules, new TeamState(prepared, k, keepMovesIfBetter(prepared, rules, { weights, scales, anchor }, placed, moved)));
}

/**
 * The moves are kept only when they make the answer strictly better (each costs capMovePrice)
 * and leave the strength gap no wider than placing the new players alone: a volunteer who
 * allowed moves sees children moved, and a wider gap for it reads as a broken promise
 * (issue 27), even where the moves mended a rule the stored teams already broke.
 */
function keepMovesIfBetter(prepared: PreparedPlayers, rules: PreparedRules, objective: { weights: RuleWeights; scales: Scales; anchor: Anchor }, placed: Int32Array, moved: Int32Array): Int32Array {
  if (moved === placed) return placed;
  const { weights, scales, anchor } = objective;
  const measure = (assign: Int32Array) => {
    const values = measureRuleTerms(new RuleState(prepared, rules, assign.slice()));
    const value = scoreRuleTerms(values, weights, scales, rules.teamCount);
    return { spread: values.terms.spread, cost: { major: value.major, minor: value.minor + countMoves(anchor, assign) * capMovePrice } };
  };
  const [alone, withMoves] = [measure(placed), measure(moved)];
  const gapNoWider = compareCosts({ major: 0, minor: withMoves.spread }, { major: 0, minor: alone.spread }) <= 0;
  return gapNoWider && isBetter(withMoves.cost, alone.cost) ? moved : placed;
}

/** The teams' sizes after filling the smallest first: each may end between the smallest of them and one more (or its own size, if larger). */
function placementBounds(home: Int32Array, k: number): Pick<Anchor, 'low' | 'high'> {
  const size = new Int32Array(k);
  let newcomers = 0;
  for (const h of home) {
    if (h >= 0) size[h] = size[h]! + 1;
    else newcomers++;
  }
  for (let c = 0; c < newcomers; c++) {
    const t = size.indexOf(Math.min(...size));
    size[t] = size[t]! + 1;
  }
  const level = Math.min(...size);
  return { low: new Int32Array(k).fill(level), high: size.map((s) => Math.max(s, level + 1)) };
}

function keepPlacedWhereTheyAre(players: BalancePlayer[], home: Int32Array): BalancePlayer[] {
  const teamsOfGroup = new Map<string, Set<number>>();
  players.forEach((p, i) => {
    const key = p.group?.trim();
    if (key && home[i]! >= 0) teamsOfGroup.set(key, (teamsOfGroup.get(key) ?? new Set()).add(home[i]!));
  });
  return players.map((p, i) => {
    const splitGroup = !!p.group?.trim() && (teamsOfGroup.get(p.group.trim())?.size ?? 0) > 1;
    const lockElsewhere = home[i]! >= 0 && p.lock !== null && p.lock !== undefined && p.lock !== home[i];
    return splitGroup || lockElsewhere ? { ...p, group: splitGroup ? null : p.group, lock: lockElsewhere ? null : p.lock } : p;
  });
}

/**
 * Gives each new team the number of the current team it shares the most players with
 * (greedily, largest overlap first); a team holding locked players keeps its number.
 */
export function renumberTeams(teams: number[][], home: Int32Array, rules: PreparedRules): Int32Array {
  const k = teams.length;
  const label = new Int32Array(k).fill(-1);
  const used = new Uint8Array(k);
  for (const i of rules.locked) {
    const t = rules.unitLock[rules.unitOf[i]!]!;
    [label[t], used[t]] = [t, 1];
  }
  const overlap: [number, number, number][] = [];
  teams.forEach((members, f) => {
    const counts = new Map<number, number>();
    for (const i of members) if (home[i]! >= 0 && home[i]! < k) counts.set(home[i]!, (counts.get(home[i]!) ?? 0) + 1);
    for (const [h, count] of counts) overlap.push([count, f, h]);
  });
  overlap.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  for (const [, f, h] of overlap) if (label[f]! < 0 && !used[h]) [label[f], used[h]] = [h, 1];
  for (let f = 0; f < k; f++) {
    if (label[f]! >= 0) continue;
    const free = used.indexOf(0);
    [label[f], used[free]] = [free, 1];
  }
  const assign = new Int32Array(home.length);
  teams.forEach((members, f) => members.forEach((i) => (assign[i] = label[f]!)));
  return assign;
}
