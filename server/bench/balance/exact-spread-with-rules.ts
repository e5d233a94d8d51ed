import { performance } from 'node:perf_hooks';
import { balanceTeams } from '../../src/modules/balancing/optimizer/solve/balance-teams.js';
import { checkAssignmentRules } from '../../src/modules/balancing/optimizer/report/check-assignment-rules.js';
import { keepMutualRequests } from '../../src/modules/balancing/optimizer/model/keep-mutual-requests.js';
import { assignTiers, tierCount } from '../../src/modules/balancing/optimizer/model/tiers.js';
import type { BalancePlayer } from '../../src/modules/balancing/optimizer/model/types.js';

export interface ExactSpreadOptions {
  tierBalance: boolean;
  /** Every mutual request pair on one team, as if it were a group. */
  honourAllRequests: boolean;
  timeLimitMs?: number;
}

export interface ExactSpread {
  spread: number;
  teams: number[][];
  /** False when the time limit stopped the search: the spread is then only the best found. */
  proven: boolean;
  nodes: number;
}

// Composites have 4 decimals; sums of them differ from exact values by far less than this.
const eps = 1e-9;
const keyOf = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const spreadOf = (players: BalancePlayer[], teams: number[][]) => {
  const totals = teams.map((members) => members.reduce((sum, i) => sum + players[i]!.composite, 0));
  return Math.max(...totals) - Math.min(...totals);
};

/** Groups and (when honoured) mutual request pairs, merged by union-find: each unit goes to one team whole. */
function mergeUnits(players: BalancePlayer[], honourAllRequests: boolean): number[][] {
  const parent = players.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const first = new Map<string, number>();
  players.forEach((p, i) => {
    const key = keyOf(p.group);
    if (key !== null && first.has(key)) parent[find(i)] = find(first.get(key)!);
    else if (key !== null) first.set(key, i);
  });
  if (honourAllRequests) keepMutualRequests(players).forEach((p, i) => p.requests!.forEach((j) => (parent[find(i)] = find(j))));
  const byRoot = new Map<number, number[]>();
  players.forEach((_, i) => byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), i]));
  return [...byRoot.values()];
}

/** The optimizer's own answer when it keeps every rule: a tight first bound prunes from the start. */
function seedSolution(players: BalancePlayer[], k: number, options: ExactSpreadOptions): number[][] | null {
  try {
    const { teams } = balanceTeams(players, { teamCount: k, seed: 1, useComposite: true, tierBalance: options.tierBalance, requestWeight: options.honourAllRequests ? 10 : 0 });
    if (checkAssignmentRules(players, teams, { tierBalance: options.tierBalance }).length > 0) return null;
    const teamOf = new Map(teams.flatMap((members, t) => members.map((i) => [i, t] as const)));
    const pairsKept = !options.honourAllRequests || keepMutualRequests(players).every((p, i) => p.requests!.every((j) => teamOf.get(i) === teamOf.get(j)));
    return pairsKept ? teams : null;
  } catch {
    return null; // infeasible input: the search below finds no assignment either
  }
}

/**
 * The minimum spread under every hard rule, by branch-and-bound over units in descending
 * total (locked units first). Count rules (size, each gender, each tier) become per-team
 * caps: a total T over k teams forces every team to floor(T/k) or one more, with exactly
 * T mod k teams at the larger count. Null when no assignment keeps the rules (or none was
 * found before the time limit).
 */
export function findMinimumSpreadWithRules(players: BalancePlayer[], teamCount: number, options: ExactSpreadOptions): ExactSpread | null {
  const k = teamCount;
  const deadline = performance.now() + (options.timeLimitMs ?? Infinity);
  const tier = assignTiers(players.map((p) => p.composite));
  const genders = [...new Set(players.map((p) => keyOf(p.gender)).filter((g) => g !== null))];
  // Attribute 0 is "a player" (team size); then one per gender value; then the tiers.
  const tierBase = 1 + genders.length;
  const attrs = players.map((p, i) => {
    const g = genders.indexOf(keyOf(p.gender) as string);
    return [0, ...(g >= 0 ? [1 + g] : []), ...(options.tierBalance ? [tierBase + tier[i]!] : [])];
  });
  const attrCount = tierBase + (options.tierBalance ? tierCount : 0);
  const attrTotal = new Array<number>(attrCount).fill(0);
  attrs.forEach((list) => list.forEach((a) => attrTotal[a]!++));
  const floorOf = attrTotal.map((total) => Math.floor(total / k));
  const ceilTeams = attrTotal.map((total) => total % k);

  const apartIds = new Map<string, number>();
  players.forEach((p) => keyOf(p.apart) !== null && !apartIds.has(keyOf(p.apart)!) && apartIds.set(keyOf(p.apart)!, apartIds.size));
  const merged = mergeUnits(players, options.honourAllRequests);
  const units = merged.map((members) => {
    const locks = [...new Set(members.flatMap((i) => (players[i]!.lock ?? null) === null ? [] : [players[i]!.lock!]))];
    const aparts = members.flatMap((i) => (keyOf(players[i]!.apart) === null ? [] : [apartIds.get(keyOf(players[i]!.apart)!)!]));
    const count = new Map<number, number>();
    members.forEach((i) => attrs[i]!.forEach((a) => count.set(a, (count.get(a) ?? 0) + 1)));
    const total = members.reduce((sum, i) => sum + players[i]!.composite, 0);
    return { members, locks, aparts, counts: [...count], total };
  });
  if (units.some((u) => u.locks.length > 1 || new Set(u.aparts).size < u.aparts.length || u.locks.some((t) => t < 0 || t >= k))) return null;
  units.sort((x, y) => y.locks.length - x.locks.length || y.total - x.total);

  // Per depth and bound class (everyone, then each tier): the remaining composites ascending, as prefix sums from either end.
  const classes = options.tierBalance ? [0, ...Array.from({ length: tierCount }, (_, v) => tierBase + v)] : [0];
  const inClass = (i: number, a: number) => a === 0 || tier[i] === a - tierBase;
  const sums = units.map((_, d) =>
    classes.map((a) => {
      const rest = units.slice(d).flatMap((u) => u.members.filter((i) => inClass(i, a)).map((i) => players[i]!.composite)).sort((x, y) => x - y);
      const low = [0], high = [0];
      rest.forEach((c, j) => (low.push(low[j]! + c), high.push(high[j]! + rest[rest.length - 1 - j]!)));
      return { low, high };
    }),
  );
  const mean = players.reduce((sum, p) => sum + p.composite, 0) / k;

  const count = new Int32Array(k * attrCount);
  const atCeil = new Int32Array(attrCount);
  const apartUsed = new Uint8Array(k * apartIds.size);
  const total = new Float64Array(k);
  const assign = new Int32Array(units.length);
  const seed = seedSolution(players, k, options);
  let best = seed ? spreadOf(players, seed) : Infinity;
  let bestAssign: Int32Array | null = null;
  let nodes = 0;
  let stopped = false;

  const shift = (u: number, t: number, sign: 1 | -1): boolean => {
    let fits = true;
    for (const [a, m] of units[u]!.counts) {
      const before = count[t * attrCount + a]!;
      const after = (count[t * attrCount + a] = before + sign * m);
      const [high, wasHigh] = [after > floorOf[a]!, before > floorOf[a]!];
      if (high !== wasHigh) atCeil[a]! += high ? 1 : -1;
      if (after > floorOf[a]! + (ceilTeams[a]! > 0 ? 1 : 0) || atCeil[a]! > ceilTeams[a]!) fits = false;
    }
    for (const key of units[u]!.aparts) if ((apartUsed[t * apartIds.size + key]! += sign) > 1) fits = false;
    total[t]! += sign * units[u]!.total;
    return fits;
  };

  // Each team ends within [current + cheapest fill, current + dearest fill]; and max >= mean >= min.
  const bound = (d: number): number => {
    let maxLow = mean, minHigh = mean;
    for (let t = 0; t < k; t++) {
      const low = [0, 0], high = [0, 0];
      for (let c = 0; c < classes.length; c++) {
        const a = classes[c]!, have = count[t * attrCount + a]!, { low: lows, high: highs } = sums[d]![c]!;
        const need = Math.max(0, floorOf[a]! - have);
        const room = floorOf[a]! + (have > floorOf[a]! || atCeil[a]! < ceilTeams[a]! ? 1 : 0) - have;
        if (need >= lows.length) return Infinity; // too few players of this class left to fill the team
        const side = c === 0 ? 0 : 1;
        low[side]! += lows[need]!;
        high[side]! += highs[Math.min(room, highs.length - 1)]!;
      }
      maxLow = Math.max(maxLow, total[t]! + Math.max(low[0]!, low[1]!));
      minHigh = Math.min(minHigh, total[t]! + (classes.length > 1 ? Math.min(high[0]!, high[1]!) : high[0]!));
    }
    return maxLow - minHigh;
  };

  const place = (d: number): void => {
    if (stopped || ((++nodes & 4095) === 0 && performance.now() > deadline)) return void (stopped = true);
    if (d === units.length) {
      const spread = Math.max(...total) - Math.min(...total);
      if (spread < best - eps) [best, bestAssign] = [spread, assign.slice()];
      return;
    }
    if (bound(d) >= best - eps) return;
    const lock = units[d]!.locks[0];
    const order = lock !== undefined ? [lock] : Array.from({ length: k }, (_, t) => t).sort((x, y) => total[x]! - total[y]!);
    let emptyTried = false;
    for (const t of order) {
      // Empty teams without locks are interchangeable (locked units were placed first): try one.
      const empty = count[t * attrCount]! === 0;
      if (empty && emptyTried) continue;
      emptyTried ||= empty;
      assign[d] = t;
      if (shift(d, t, 1)) place(d + 1);
      shift(d, t, -1);
    }
  };

  place(0);
  const teams = bestAssign ? Array.from({ length: k }, (_, t) => units.flatMap((u, d) => (bestAssign![d] === t ? u.members : [])).sort((x, y) => x - y)) : seed;
  return teams ? { spread: spreadOf(players, teams), teams, proven: !stopped, nodes } : null;
}
