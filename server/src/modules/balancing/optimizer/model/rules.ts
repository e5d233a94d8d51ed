import { sizeLimits } from './team-sizes.js';
import { BalanceInputError, type BalancePlayer } from './types.js';
import { assignTiers, tierCount } from './tiers.js';
import type { RuleUnitDefinition, RuleUnitRegistry } from '../score/rule-unit.js';

/** The rules as index arrays: what the search, the checker and the report all read. */
export interface PreparedRules {
  teamCount: number;
  /** Players moved as one: a group, or a single player. */
  units: number[][];
  /** The units flat, for the search's inner loop: unit u is unitMembers[unitStart[u] .. unitStart[u + 1]). */
  unitStart: Int32Array;
  unitMembers: Int32Array;
  unitOf: Int32Array;
  /** Team a unit is locked to, -1 when free. */
  unitLock: Int32Array;
  /** Group keys of two or more players, with their members. */
  groups: { key: string; members: number[] }[];
  locked: number[];
  tier: Int8Array;
  tierTotals: number[];
  tierBalance: boolean;
  /** -1 when unknown. */
  gender: Int32Array;
  genderValues: string[];
  genderTotals: number[];
  /** -1 when none. */
  apartKey: Int32Array;
  apartSets: { key: string; members: number[] }[];
  /** -1 when none, or when no school limit is set. */
  schoolKey: Int32Array;
  /** Schools with more players than the limit; only these can break it. */
  schoolSets: { key: string; members: number[] }[];
  /** At most this many players of one school per team (Infinity: no limit). */
  schoolLimit: number;
  /** Unordered request pairs [asker, requested], each once. */
  pairs: [number, number][];
  /** Per player: the other player of each of its pairs; flat as partnerList[partnerStart[i] .. partnerStart[i + 1]). */
  partners: number[][];
  partnerStart: Int32Array;
  partnerList: Int32Array;
  /** The soft terms registered in the options, bound to these players (score/rule-unit.ts). */
  ruleUnits: RuleUnitRegistry<BalancePlayer>;
}

export const nameOf = (players: BalancePlayer[], i: number) => players[i]?.label?.trim() || `player #${i}`;
const listNames = (players: BalancePlayer[], members: number[]) => members.map((i) => nameOf(players, i)).join(', ');
const keyOf = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function collect(players: BalancePlayer[], read: (p: BalancePlayer) => string | null | undefined): Map<string, number[]> {
  const sets = new Map<string, number[]>();
  players.forEach((p, i) => {
    const key = keyOf(read(p));
    if (key !== null) sets.set(key, [...(sets.get(key) ?? []), i]);
  });
  return sets;
}

/** Any rule input at all: without one, the unconstrained search (and its guarantees) applies. */
export function hasRules(players: BalancePlayer[], tierBalance: boolean, requestWeight: number, maxPerSchool?: number | null, ruleUnits: readonly unknown[] = []): boolean {
  if (tierBalance || ruleUnits.length > 0) return true;
  if (hasSchoolLimit(maxPerSchool) && players.some((p) => keyOf(p.school) !== null)) return true;
  return players.some(
    (p) =>
      keyOf(p.group) !== null ||
      (p.lock !== null && p.lock !== undefined) ||
      keyOf(p.apart) !== null ||
      keyOf(p.gender) !== null ||
      (requestWeight > 0 && (p.requests?.length ?? 0) > 0),
  );
}

/**
 * Reads and validates the rules. Infeasible input is refused with a sentence naming the
 * players and the rule; nothing is guessed or silently dropped.
 */
export function prepareRules(
  players: BalancePlayer[],
  teamCount: number,
  tierBalance: boolean,
  maxPerSchool?: number | null,
  ruleUnits: readonly RuleUnitDefinition<BalancePlayer>[] = [],
): PreparedRules {
  const n = players.length;
  const maxSize = sizeLimits(n, teamCount).largest;

  players.forEach((p, i) => {
    if (p.lock === null || p.lock === undefined) return;
    if (!Number.isInteger(p.lock) || p.lock < 0 || p.lock >= teamCount) {
      throw new BalanceInputError(`${nameOf(players, i)} is locked to team ${Number(p.lock) + 1}, but there are only ${teamCount} teams.`);
    }
  });

  const groupSets = collect(players, (p) => p.group);
  const unitOf = new Int32Array(n).fill(-1);
  const units: number[][] = [];
  const groups: PreparedRules['groups'] = [];
  for (const [key, members] of groupSets) {
    if (members.length < 2) continue;
    if (members.length > maxSize) {
      throw new BalanceInputError(`Group "${key}" has ${members.length} players (${listNames(players, members)}), more than the ${maxSize} a team holds with ${n} players in ${teamCount} teams.`);
    }
    groups.push({ key, members });
    members.forEach((i) => (unitOf[i] = units.length));
    units.push(members);
  }
  for (let i = 0; i < n; i++) {
    if (unitOf[i] !== -1) continue;
    unitOf[i] = units.length;
    units.push([i]);
  }

  const unitLock = new Int32Array(units.length).fill(-1);
  units.forEach((members, u) => {
    for (const i of members) {
      const lock = players[i]!.lock;
      if (lock === null || lock === undefined) continue;
      if (unitLock[u]! >= 0 && unitLock[u] !== lock) {
        const other = members.find((m) => players[m]!.lock === unitLock[u])!;
        throw new BalanceInputError(
          `${nameOf(players, other)} and ${nameOf(players, i)} are in group "${keyOf(players[i]!.group)}" but locked to different teams (team ${unitLock[u]! + 1} and team ${lock + 1}).`,
        );
      }
      unitLock[u] = lock;
    }
  });
  checkLockedSizes(players, units, unitLock, teamCount, maxSize);

  const apartKey = new Int32Array(n).fill(-1);
  const apartSets: PreparedRules['apartSets'] = [];
  for (const [key, members] of collect(players, (p) => p.apart)) {
    if (members.length < 2) continue;
    if (members.length > teamCount) {
      throw new BalanceInputError(`"${key}" keeps ${members.length} players apart (${listNames(players, members)}), more than the ${teamCount} teams: two of them would have to play together.`);
    }
    checkApartAgainstGroupsAndLocks(players, key, members, unitOf, unitLock);
    members.forEach((i) => (apartKey[i] = apartSets.length));
    apartSets.push({ key, members });
  }

  const { schoolKey, schoolSets, schoolLimit } = prepareSchools(players, teamCount, maxPerSchool);

  const genderSets = collect(players, (p) => p.gender);
  const genderValues = [...genderSets.keys()].sort();
  const gender = new Int32Array(n).fill(-1);
  genderValues.forEach((value, v) => genderSets.get(value)!.forEach((i) => (gender[i] = v)));

  const tier = assignTiers(players.map((p) => p.composite));
  const tierTotals = Array.from({ length: tierCount }, (_, t) => tier.filter((x) => x === t).length);
  const { pairs, partners } = collectPairs(players);
  return {
    teamCount, units, unitOf,
    unitStart: startsOf(units),
    unitMembers: Int32Array.from(units.flat()), unitLock, groups,
    locked: players.flatMap((p, i) => (p.lock === null || p.lock === undefined ? [] : [i])),
    tier, tierTotals, tierBalance, gender, genderValues,
    genderTotals: genderValues.map((value) => genderSets.get(value)!.length),
    apartKey, apartSets, schoolKey, schoolSets, schoolLimit, pairs, partners,
    partnerStart: startsOf(partners),
    partnerList: Int32Array.from(partners.flat()),
    ruleUnits: { definitions: ruleUnits, players },
  };
}

function checkLockedSizes(players: BalancePlayer[], units: number[][], unitLock: Int32Array, teamCount: number, maxSize: number): void {
  const onTeam: number[][] = Array.from({ length: teamCount }, () => []);
  units.forEach((members, u) => {
    if (unitLock[u]! >= 0) onTeam[unitLock[u]!]!.push(...members);
  });
  onTeam.forEach((members, t) => {
    if (members.length > maxSize) {
      throw new BalanceInputError(`Team ${t + 1} has ${members.length} players locked to it with their groups (${listNames(players, [...members].sort((x, y) => x - y))}), more than the ${maxSize} a team holds.`);
    }
  });
}

function checkApartAgainstGroupsAndLocks(players: BalancePlayer[], key: string, members: number[], unitOf: Int32Array, unitLock: Int32Array): void {
  for (let x = 0; x < members.length; x++) {
    for (let y = x + 1; y < members.length; y++) {
      const [i, j] = [members[x]!, members[y]!];
      const names = `${nameOf(players, i)} and ${nameOf(players, j)}`;
      if (unitOf[i] === unitOf[j]) {
        throw new BalanceInputError(`${names} are kept apart by "${key}" but must play together in group "${keyOf(players[i]!.group)}".`);
      }
      const lock = unitLock[unitOf[i]!]!;
      if (lock >= 0 && lock === unitLock[unitOf[j]!]) {
        throw new BalanceInputError(`${names} are kept apart by "${key}" but are both locked to team ${lock + 1} (themselves or through their group).`);
      }
    }
  }
}

const hasSchoolLimit = (limit: number | null | undefined): limit is number => limit !== null && limit !== undefined;

/**
 * The school limit: at most `maxPerSchool` players of one school on a team. Only schools with
 * more players than the limit can break it. Refused when a school has more players than the
 * teams can hold under the limit.
 */
function prepareSchools(players: BalancePlayer[], teamCount: number, maxPerSchool: number | null | undefined): Pick<PreparedRules, 'schoolKey' | 'schoolSets' | 'schoolLimit'> {
  const schoolKey = new Int32Array(players.length).fill(-1);
  const schoolSets: PreparedRules['schoolSets'] = [];
  if (!hasSchoolLimit(maxPerSchool)) return { schoolKey, schoolSets, schoolLimit: Infinity };
  if (!Number.isInteger(maxPerSchool) || maxPerSchool < 1) throw new BalanceInputError('The most players of one school per team must be a whole number of at least 1.');
  for (const [key, members] of collect(players, (p) => p.school)) {
    if (members.length <= maxPerSchool) continue;
    if (members.length > maxPerSchool * teamCount) {
      throw new BalanceInputError(`School "${key}" has ${members.length} players, more than ${teamCount} teams can take at ${maxPerSchool} per team.`);
    }
    members.forEach((i) => (schoolKey[i] = schoolSets.length));
    schoolSets.push({ key, members });
  }
  return { schoolKey, schoolSets, schoolLimit: maxPerSchool };
}

/** Requests as unordered pairs: honouring is symmetric, so a two-way request counts once. */
export function collectPairs(players: BalancePlayer[]): { pairs: [number, number][]; partners: number[][] } {
  const seen = new Set<number>();
  const n = players.length;
  const pairs: [number, number][] = [];
  const partners: number[][] = Array.from({ length: n }, () => []);
  players.forEach((p, i) => {
    for (const j of p.requests ?? []) {
      if (!Number.isInteger(j) || j < 0 || j >= n) {
        throw new BalanceInputError(`${nameOf(players, i)} requests a teammate who is not in the list (index ${j}).`);
      }
      if (j === i) continue;
      const id = Math.min(i, j) * n + Math.max(i, j);
      if (seen.has(id)) continue;
      seen.add(id);
      pairs.push([i, j]);
      partners[i]!.push(j);
      partners[j]!.push(i);
    }
  });
  return { pairs, partners };
}

function startsOf(units: number[][]): Int32Array {
  const starts = new Int32Array(units.length + 1);
  units.forEach((members, u) => (starts[u + 1] = starts[u]! + members.length));
  return starts;
}
