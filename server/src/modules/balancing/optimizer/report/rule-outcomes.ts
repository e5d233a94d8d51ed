import { nameOf, type PreparedRules } from '../model/rules.js';
import { tierCount, tierNames } from '../model/tiers.js';
import type { BalancePlayer, BrokenRequest, RuleOutcomes } from '../model/types.js';

const teamName = (t: number) => `Team ${t + 1}`;

/** What the summary reports about the rules for the teams in `assign`. */
export function describeRules(players: BalancePlayer[], rules: PreparedRules, assign: Int32Array): RuleOutcomes {
  const k = rules.teamCount;
  const allDistinct = (members: number[]) => new Set(members.map((i) => assign[i])).size === members.length;
  const tierCounts = Array.from({ length: k }, () => new Array<number>(tierCount).fill(0));
  const genderCounts = Array.from({ length: k }, () => Object.fromEntries(rules.genderValues.map((v) => [v, 0])) as Record<string, number>);
  assign.forEach((t, i) => {
    tierCounts[t]![rules.tier[i]!]!++;
    if (rules.gender[i]! >= 0) genderCounts[t]![rules.genderValues[rules.gender[i]!]!]!++;
  });
  const broken: BrokenRequest[] = [];
  for (const [i, j] of rules.pairs) {
    if (assign[i] !== assign[j]) broken.push({ player: Math.min(i, j), requested: Math.max(i, j), reason: explainBrokenRequest(players, rules, assign, i, j) });
  }
  const warnings: string[] = [];
  for (const set of rules.apartSets) {
    if (!allDistinct(set.members)) warnings.push(`"${set.key}" could not keep ${set.members.map((i) => nameOf(players, i)).join(', ')} all on different teams.`);
  }
  const schoolsKept = rules.schoolSets.filter((set) => {
    const over = overSchoolLimit(set.members, assign, rules);
    for (const [t, count] of over) warnings.push(`School "${set.key}" has ${count} players on ${teamName(t)}, more than the limit of ${rules.schoolLimit} per team.`);
    return over.length === 0;
  }).length;
  rules.genderValues.forEach((value, v) => {
    const counts = genderCounts.map((c) => c[value]!);
    const warning = balanceWarning(players, rules, counts, rules.genderTotals[v]!, `players of gender "${value}"`, (i) => rules.gender[i] === v);
    if (warning) warnings.push(warning);
  });
  if (rules.tierBalance) {
    for (let v = 0; v < tierCount; v++) {
      const warning = balanceWarning(players, rules, tierCounts.map((c) => c[v]!), rules.tierTotals[v]!, `${tierNames[v]}-third players`, (i) => rules.tier[i] === v);
      if (warning) warnings.push(warning);
    }
  }
  // The registered soft terms speak for themselves (score/rule-unit.ts: describe).
  for (const unit of rules.ruleUnits.definitions) {
    const sentence = unit.describe(unit.measure(players, assign, k), players, assign);
    if (sentence) warnings.push(sentence);
  }
  return {
    groups: { count: rules.groups.length, kept: rules.groups.filter((g) => g.members.every((i) => assign[i] === assign[g.members[0]!])).length },
    locks: { count: rules.locked.length, kept: rules.locked.filter((i) => assign[i] === players[i]!.lock).length },
    apart: { count: rules.apartSets.length, kept: rules.apartSets.filter((s) => allDistinct(s.members)).length },
    schools: { limit: Number.isFinite(rules.schoolLimit) ? rules.schoolLimit : null, count: rules.schoolSets.length, kept: schoolsKept },
    requests: { total: rules.pairs.length, honoured: rules.pairs.length - broken.length, broken },
    tierCounts,
    genderCounts,
    warnings,
  };
}

/** The teams where one school's players pass the limit, with their counts. */
function overSchoolLimit(members: number[], assign: Int32Array, rules: PreparedRules): [number, number][] {
  const counts = new Map<number, number>();
  for (const i of members) counts.set(assign[i]!, (counts.get(assign[i]!) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > rules.schoolLimit).sort((x, y) => x[0] - y[0]);
}

/** The rule that kept a requested pair apart when one did; otherwise the balance did. */
function explainBrokenRequest(players: BalancePlayer[], rules: PreparedRules, assign: Int32Array, i: number, j: number): string {
  const [a, b] = [nameOf(players, i), nameOf(players, j)];
  const [li, lj] = [rules.unitLock[rules.unitOf[i]!]!, rules.unitLock[rules.unitOf[j]!]!];
  if (li >= 0 && lj >= 0) return `${a} is locked to ${teamName(li)} and ${b} to ${teamName(lj)}.`;
  if (rules.apartKey[i]! >= 0 && rules.apartKey[i] === rules.apartKey[j]) return `${a} and ${b} are to be kept apart ("${rules.apartSets[rules.apartKey[i]!]!.key}").`;
  return `${a} is on ${teamName(assign[i]!)} and ${b} on ${teamName(assign[j]!)}: together they would have left the teams less even, or broken a group, lock, gender or tier rule.`;
}

/**
 * A sentence when the counts of one value differ by more than one between teams, with the
 * cause when locks alone force it (more locked players of the value on a team than its fair
 * share); otherwise the groups and locks left no balanced way that the search found.
 */
function balanceWarning(
  players: BalancePlayer[],
  rules: PreparedRules,
  counts: number[],
  total: number,
  what: string,
  has: (i: number) => boolean,
): string | null {
  const [low, high] = [Math.min(...counts), Math.max(...counts)];
  if (high - low <= 1) return null;
  const share = Math.ceil(total / rules.teamCount);
  const head = `Teams have between ${low} and ${high} ${what}, not within one of each other`;
  for (let t = 0; t < rules.teamCount; t++) {
    const lockedHere = players.flatMap((_, i) => (rules.unitLock[rules.unitOf[i]!] === t && has(i) ? [i] : []));
    if (lockedHere.length > share) {
      return `${head}: impossible because ${lockedHere.length} of them are locked to ${teamName(t)} with their groups (${lockedHere.map((i) => nameOf(players, i)).join(', ')}), more than its fair share of ${share}.`;
    }
  }
  return `${head}: the groups and locks left no balanced way that the search found.`;
}
