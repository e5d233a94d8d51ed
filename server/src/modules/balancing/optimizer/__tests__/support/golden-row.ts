import { checkAssignmentRules } from '../../report/check-assignment-rules.js';
import { weightsFromOptions } from '../../solve/weights.js';
import type { BalanceOptions, BalancePlayer, BalanceResult } from '../../model/types.js';
import { scoreFromScratch } from './score-from-scratch.js';

/**
 * What a golden-seed test pins about one answer: the four terms, the cost as the optimizer
 * weighs it (from scratch), every rule's kept count, the gender and tier count differences,
 * the hard rules broken, and a fingerprint of the teams themselves (equal numbers from
 * different teams still count as a change of result). Floats are rounded to 1e-10 so that a
 * new summation order alone does not change a pinned value.
 */
export interface GoldenRow {
  spread: number;
  regionPenalty: number;
  availabilityPenalty: number;
  heightSpread: number;
  cost: string;
  groups: string;
  locks: string;
  apart: string;
  requests: string;
  genderMaxDiff: number;
  tierMaxDiff: number;
  hardRulesBroken: string[];
  teams: string;
}

const round = (value: number) => Number(value.toFixed(10));
const kept = ({ kept, count }: { kept: number; count: number }) => `${kept}/${count}`;
const maxDiff = (counts: number[]) => (counts.length > 0 ? Math.max(...counts) - Math.min(...counts) : 0);

/** FNV-1a over each player's team: a short name for the exact assignment. */
export function fingerprintTeams(teams: number[][], playerCount: number): string {
  const assign = new Array<number>(playerCount).fill(-1);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  let hash = 0x811c9dc5;
  for (const t of assign) hash = Math.imul(hash ^ (t + 1), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

export function goldenRow(players: BalancePlayer[], options: BalanceOptions, result: BalanceResult): GoldenRow {
  const { rules, terms } = result;
  const assign = new Array<number>(players.length);
  result.teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  const tierBalance = options.useComposite && (options.tierBalance ?? false);
  const cost = scoreFromScratch(players, assign, { teamCount: options.teamCount, weights: weightsFromOptions(players, options), tierBalance });
  const genderValues = Object.keys(rules.genderCounts[0] ?? {});
  return {
    spread: round(terms.spread),
    regionPenalty: terms.regionPenalty,
    availabilityPenalty: terms.availabilityPenalty,
    heightSpread: round(terms.heightSpread),
    cost: `${cost.major} / ${round(cost.minor)}`,
    groups: kept(rules.groups),
    locks: kept(rules.locks),
    apart: kept(rules.apart),
    requests: `${rules.requests.honoured}/${rules.requests.total}`,
    genderMaxDiff: Math.max(0, ...genderValues.map((value) => maxDiff(rules.genderCounts.map((counts) => counts[value]!)))),
    tierMaxDiff: Math.max(...[0, 1, 2].map((v) => maxDiff(rules.tierCounts.map((counts) => counts[v]!)))),
    hardRulesBroken: checkAssignmentRules(players, result.teams, { tierBalance }).map((broken) => broken.rule),
    teams: fingerprintTeams(result.teams, players.length),
  };
}
