import { nameOf, prepareRules, type PreparedRules } from '../model/rules.js';
import { unevenSizes } from '../model/team-sizes.js';
import { tierCount, tierNames } from '../model/tiers.js';
import type { BalancePlayer } from '../model/types.js';

export type RuleName = 'size' | 'group' | 'lock' | 'apart' | 'gender' | 'tier';

export interface BrokenRule {
  rule: RuleName;
  /** The players the rule is about (empty for whole-team counts). */
  players: number[];
  reason: string;
}

export interface RuleCheckOptions {
  /** Check each team's top/middle/bottom counts too. */
  tierBalance?: boolean;
  /** Names for the sentences; "Team 1", "Team 2", ... when absent. */
  teamNames?: string[];
}

/**
 * Every hard rule a proposed assignment breaks, with a sentence each; empty when it keeps
 * them all. For Trade and Move: the caller decides which broken rules refuse the change.
 * Tiers and gender values are read from the whole list, as when the teams were balanced.
 * Throws BalanceInputError when the rules themselves cannot be met (see prepareRules).
 */
export function checkAssignmentRules(players: BalancePlayer[], teams: number[][], options: RuleCheckOptions = {}): BrokenRule[] {
  const k = teams.length;
  const name = (t: number) => options.teamNames?.[t] ?? `Team ${t + 1}`;
  const who = (members: number[]) => members.map((i) => nameOf(players, i)).join(', ');
  const assign = new Int32Array(players.length).fill(-1);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  const broken: BrokenRule[] = [];
  const missing = players.flatMap((_, i) => (assign[i]! < 0 ? [i] : []));
  if (missing.length) broken.push({ rule: 'size', players: missing, reason: `${who(missing)} would be on no team.` });
  const sizes = teams.map((m) => m.length);
  const uneven = unevenSizes(sizes);
  if (uneven) {
    const { large, small } = uneven;
    const [big, little] = [sizes.indexOf(large), sizes.indexOf(small)];
    broken.push({ rule: 'size', players: [], reason: `${name(big)} would have ${large} players and ${name(little)} only ${small}: team sizes may differ by at most one.` });
  }
  if (missing.length) return broken;

  const rules = prepareRules(players, k, options.tierBalance ?? false);
  broken.push(...findTeamRuleBreaks(players, rules, assign, name));
  const spreadOf = (rule: RuleName, what: string, has: (i: number) => boolean) => {
    const counts = teams.map((members) => members.filter(has).length);
    const [low, high] = [Math.min(...counts), Math.max(...counts)];
    if (high - low > 1) {
      broken.push({ rule, players: [], reason: `${name(counts.indexOf(high))} would have ${high} ${what} and ${name(counts.indexOf(low))} ${low}: the counts may differ by at most one.` });
    }
  };
  rules.genderValues.forEach((value, v) => spreadOf('gender', `players of gender "${value}"`, (i) => rules.gender[i] === v));
  if (options.tierBalance) for (let v = 0; v < tierCount; v++) spreadOf('tier', `${tierNames[v]}-third players`, (i) => rules.tier[i] === v);
  return broken;
}

/**
 * The group, lock and apart rules `assign` breaks, in checkAssignmentRules' order. With
 * `about`, only the breaks that concern one of those players: trade candidates check one swap
 * each against rules prepared once, without a pass over every player per swap.
 */
export function findTeamRuleBreaks(players: BalancePlayer[], rules: PreparedRules, assign: Int32Array, name: (t: number) => string, about?: Set<number>): BrokenRule[] {
  const concerns = (members: number[]) => !about || members.some((i) => about.has(i));
  const who = (members: number[]) => members.map((i) => nameOf(players, i)).join(', ');
  const broken: BrokenRule[] = [];
  const index = about ? indexRules(rules) : undefined;
  const pick = <T>(all: T[], of: Map<number, number[]> | undefined) => (of ? [...new Set([...about!].flatMap((i) => of.get(i) ?? []))].sort((a, b) => a - b).map((g) => all[g]!) : all);
  for (const group of pick(rules.groups, index?.groupsOf)) {
    const onTeams = [...new Set(group.members.map((i) => assign[i]!))];
    if (onTeams.length > 1) {
      const where = onTeams.map((t) => `${who(group.members.filter((i) => assign[i] === t))} on ${name(t)}`).join(', ');
      broken.push({ rule: 'group', players: group.members, reason: `Group "${group.key}" would be split: ${where}.` });
    }
  }
  for (const i of about ? rules.locked.filter((i) => about.has(i)) : rules.locked) {
    const lock = players[i]!.lock!;
    if (assign[i] !== lock) broken.push({ rule: 'lock', players: [i], reason: `${nameOf(players, i)} is locked to ${name(lock)} but would be on ${name(assign[i]!)}.` });
  }
  for (const set of pick(rules.apartSets, index?.setsOf)) {
    for (let t = 0; t < rules.teamCount; t++) {
      const together = set.members.filter((i) => assign[i] === t);
      if (together.length > 1 && concerns(together)) broken.push({ rule: 'apart', players: together, reason: `"${set.key}" keeps ${who(together)} apart, but they would all be on ${name(t)}.` });
    }
  }
  return broken;
}

// Which groups and apart sets each player is in, per prepared rules: checking one swap then
// reads only those, not every group of the division.
const indexes = new WeakMap<PreparedRules, { groupsOf: Map<number, number[]>; setsOf: Map<number, number[]> }>();

function indexRules(rules: PreparedRules) {
  const known = indexes.get(rules);
  if (known) return known;
  const byMember = (sets: { members: number[] }[]) => {
    const of = new Map<number, number[]>();
    sets.forEach((set, s) => set.members.forEach((i) => of.set(i, [...(of.get(i) ?? []), s])));
    return of;
  };
  const index = { groupsOf: byMember(rules.groups), setsOf: byMember(rules.apartSets) };
  indexes.set(rules, index);
  return index;
}
