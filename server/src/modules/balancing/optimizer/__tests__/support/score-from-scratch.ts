import type { BalancePlayer, RegionMode } from '../../model/types.js';

/**
 * The optimizer's cost computed from nothing but the players and an assignment, straight from
 * the formula documented in score/formula.ts and its terms (score/terms/). It
 * shares no code with the optimizer (not its prepared arrays, tiers, aggregates or scales), so
 * when it agrees with an incremental evaluator both are right or both misread the formula.
 *
 *   major = (imbalance + 4k² · (apartViolations + overSchoolLimit)) · (n + 1)  +  [hard region] regionPenalty
 *   minor = 10 · spread / c̄ + [soft] w_region · regionPenalty / n + w_avail · availabilityPenalty / n
 *         + w_height · heightSpread / h̄ + w_request · brokenPairs / pairs
 *         + smoothing · (10 · Σ_t |total_t − mean total| / (k · c̄) + w'_region · Σ_t impurity_t / n)
 *         + movePrice · placed players off their home team
 *
 * with w'_region = 1 in hard region mode, else w_region; the smoothing line is the search cost's
 * companion (0 for the true objective).
 */
export interface ScratchWeights {
  region: number;
  availability: number;
  height: number;
  regionMode: RegionMode;
  requests: number;
}

export interface ScratchOptions {
  teamCount: number;
  weights: ScratchWeights;
  tierBalance: boolean;
  /** At most this many players of one school per team (absent: no limit). */
  maxPerSchool?: number | null;
  smoothing?: number;
  anchor?: { home: ArrayLike<number>; movePrice: number };
}

export interface ScratchScore {
  major: number;
  minor: number;
  /** The parts, for a readable failure. */
  spread: number;
  regionPenalty: number;
  availabilityPenalty: number;
  heightSpread: number;
  imbalance: number;
  apartViolations: number;
  overSchoolLimit: number;
  brokenRequests: number;
  requestCount: number;
  moved: number;
}

const weekdays = 5;
const keyOf = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const sum = (values: number[]) => values.reduce((acc, x) => acc + x, 0);

/** Players per value of `read` (blank values left out). */
function membersBy(players: BalancePlayer[], read: (p: BalancePlayer) => string | null | undefined): Map<string, number[]> {
  const sets = new Map<string, number[]>();
  players.forEach((p, i) => {
    const key = keyOf(read(p));
    if (key !== null) sets.set(key, [...(sets.get(key) ?? []), i]);
  });
  return sets;
}

/** Thirds by composite, best first, ties by index: rank r of n is in third floor(3r / n). */
function thirds(players: BalancePlayer[]): number[] {
  const order = players.map((_, i) => i).sort((a, b) => players[b]!.composite - players[a]!.composite || a - b);
  const third = new Array<number>(players.length).fill(0);
  order.forEach((i, rank) => (third[i] = Math.floor((3 * rank) / players.length)));
  return third;
}

/** Σ_values Σ_teams (k · count − total)²: 0 only when every team holds exactly its share. */
function squaredImbalance(teams: number[][], valueOf: (i: number) => string | null): number {
  const k = teams.length;
  const totals = new Map<string, number>();
  for (const members of teams) for (const i of members) if (valueOf(i) !== null) totals.set(valueOf(i)!, (totals.get(valueOf(i)!) ?? 0) + 1);
  let imbalance = 0;
  for (const [value, total] of totals) {
    for (const members of teams) imbalance += (k * members.filter((i) => valueOf(i) === value).length - total) ** 2;
  }
  return imbalance;
}

export function scoreFromScratch(players: BalancePlayer[], assign: ArrayLike<number>, options: ScratchOptions): ScratchScore {
  const { teamCount: k, weights: w } = options;
  const smoothing = options.smoothing ?? 0;
  const n = players.length;
  const teams: number[][] = Array.from({ length: k }, () => []);
  for (let i = 0; i < n; i++) teams[assign[i]!]!.push(i);

  const meanComposite = Math.max(sum(players.map((p) => p.composite)) / Math.max(n, 1), 0.01);
  const knownHeights = players.flatMap((p) => (p.heightCm === null ? [] : [p.heightCm]));
  const meanHeight = Math.max(sum(knownHeights) / Math.max(knownHeights.length, 1), 1);
  const perPlayer = Math.max(n, 1);

  const totals = teams.map((members) => sum(members.map((i) => players[i]!.composite)));
  const spread = Math.max(...totals) - Math.min(...totals);
  const meanTotal = sum(players.map((p) => p.composite)) / k;
  const deviation = sum(totals.map((total) => Math.abs(total - meanTotal)));

  let regionPenalty = 0;
  let impurity = 0;
  for (const members of teams) {
    const counts = new Map<number, number>();
    for (const i of members) if (players[i]!.region !== null) counts.set(players[i]!.region!, (counts.get(players[i]!.region!) ?? 0) + 1);
    const known = sum([...counts.values()]);
    regionPenalty += known - Math.max(0, ...counts.values());
    impurity += known > 0 ? known - sum([...counts.values()].map((c) => c * c)) / known : 0;
  }

  // Each team practises on its best weekday: the one the fewest of its players cannot make.
  const availabilityPenalty = sum(teams.map((members) => Math.min(...Array.from({ length: weekdays }, (_, d) => members.filter((i) => (players[i]!.conflicts >> d) & 1).length))));

  const averages = teams.flatMap((members) => {
    const heights = members.flatMap((i) => (players[i]!.heightCm === null ? [] : [players[i]!.heightCm!]));
    return heights.length > 0 ? [sum(heights) / heights.length] : [];
  });
  const heightSpread = averages.length > 0 ? Math.max(...averages) - Math.min(...averages) : 0;

  const third = thirds(players);
  const imbalance =
    squaredImbalance(teams, (i) => keyOf(players[i]!.gender)) + (options.tierBalance ? squaredImbalance(teams, (i) => String(third[i])) : 0);
  let apartViolations = 0;
  for (const members of membersBy(players, (p) => p.apart).values()) {
    for (const team of teams) apartViolations += Math.max(0, team.filter((i) => members.includes(i)).length - 1);
  }

  let overSchoolLimit = 0;
  const limit = options.maxPerSchool;
  if (limit !== null && limit !== undefined) {
    for (const members of membersBy(players, (p) => p.school).values()) {
      for (const team of teams) overSchoolLimit += Math.max(0, team.filter((i) => members.includes(i)).length - limit);
    }
  }

  const pairs = new Set<string>();
  players.forEach((p, i) => (p.requests ?? []).forEach((j) => j !== i && pairs.add(`${Math.min(i, j)}-${Math.max(i, j)}`)));
  const brokenRequests = [...pairs].filter((pair) => {
    const [i, j] = pair.split('-').map(Number);
    return assign[i!] !== assign[j!];
  }).length;

  const anchor = options.anchor;
  const moved = anchor ? players.filter((_, i) => anchor.home[i]! >= 0 && assign[i] !== anchor.home[i]).length : 0;

  const hard = w.regionMode === 'hard';
  const major = (imbalance + 4 * k * k * (apartViolations + overSchoolLimit)) * (perPlayer + 1) + (hard ? regionPenalty : 0);
  const minor =
    (10 * spread) / meanComposite +
    (hard ? 0 : (w.region * regionPenalty) / perPlayer) +
    (w.availability * availabilityPenalty) / perPlayer +
    (w.height * heightSpread) / meanHeight +
    (pairs.size > 0 ? (w.requests * brokenRequests) / pairs.size : 0) +
    smoothing * ((10 * deviation) / (k * meanComposite) + ((hard ? 1 : w.region) * impurity) / perPlayer) +
    (anchor ? anchor.movePrice * moved : 0);
  return { major, minor, spread, regionPenalty, availabilityPenalty, heightSpread, imbalance, apartViolations, overSchoolLimit, brokenRequests, requestCount: pairs.size, moved };
}

/** Equal as compareCosts judges a tie: majors exactly, minors within 1e-9 of the larger (at least 1). */
export function sameCost(a: { major: number; minor: number }, b: { major: number; minor: number }, tolerance = 1e-9): boolean {
  return a.major === b.major && Math.abs(a.minor - b.minor) <= tolerance * Math.max(1, Math.abs(a.minor), Math.abs(b.minor));
}
