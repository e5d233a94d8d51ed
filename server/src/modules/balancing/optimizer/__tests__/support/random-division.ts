import { createRandom, shuffleInPlace, type Random } from '../../../../../lib/local-search/random.js';
import type { BalanceOptions, BalancePlayer } from '../../model/types.js';

/** Which parts of the model a random division has; every combination is drawn. */
export interface DivisionShape {
  seed: number;
  players: number;
  teams: number;
  regions: boolean;
  conflicts: boolean;
  heights: boolean;
  genders: boolean;
  groups: boolean;
  locks: boolean;
  apart: boolean;
  requests: boolean;
  tierBalance: boolean;
  hardRegion: boolean;
  /** Schools with a per-team limit of 1-3 (never more players of a school than the teams can take). */
  schools?: boolean;
}

const pick = <T>(random: Random, values: readonly T[]): T => values[random.int(values.length)]!;

/**
 * A random division with every rule the optimizer models, always accepted by prepareRules:
 * sibling groups of 2-3 (never larger than a team), schools under a limit, at most one lock per group and no team
 * locked beyond its size, apart keys of at most k players who share no group and no locked
 * team, requests one-way, two-way, repeated and to oneself. Composites with four decimals and
 * ties, some unknown regions and heights, conflicts on all seven days (weekends are ignored).
 */
export function randomDivision(shape: DivisionShape): { players: BalancePlayer[]; options: BalanceOptions } {
  const random = createRandom(shape.seed);
  const { players: n, teams: k } = shape;
  const maxSize = Math.ceil(n / k);
  const players: BalancePlayer[] = Array.from({ length: n }, (_, i) => ({
    label: `P${i}`,
    // A few equal composites: ties are where orderings (tiers, extremes) are easiest to get wrong.
    composite: random.next() < 0.15 ? 5 : Math.round(random.next() * 100_000) / 10_000,
    region: shape.regions && random.next() < 0.85 ? random.int(4) : null,
    conflicts: shape.conflicts ? random.int(128) & random.int(128) : 0,
    heightCm: shape.heights && random.next() < 0.8 ? 120 + Math.round(random.next() * 600) / 10 : null,
    gender: shape.genders ? pick(random, ['F', 'M', 'F', 'M', 'X', null]) : null,
    requests: [],
  }));

  const order = shuffleInPlace(Array.from({ length: n }, (_, i) => i), random);
  const unitOf = Array.from({ length: n }, (_, i) => [i]);
  let cursor = 0;
  if (shape.groups) {
    for (let g = 0; g < 1 + random.int(Math.max(1, Math.floor(n / 6))); g++) {
      const size = Math.min(2 + random.int(2), maxSize);
      if (size < 2 || cursor + size > n) break;
      const members = order.slice(cursor, cursor + size);
      cursor += size;
      members.forEach((i) => ((players[i]!.group = `family ${g}`), (unitOf[i] = members)));
    }
  }
  const lockOf = (i: number) => unitOf[i]!.map((m) => players[m]!.lock).find((lock) => lock !== null && lock !== undefined) ?? -1;
  if (shape.locks) {
    const lockedSize = new Array<number>(k).fill(0);
    for (let l = 0; l < 1 + random.int(k + 1); l++) {
      const i = random.int(n);
      const team = random.int(k);
      if (lockOf(i) >= 0 || lockedSize[team]! + unitOf[i]!.length > maxSize) continue;
      players[i]!.lock = team;
      lockedSize[team] = lockedSize[team]! + unitOf[i]!.length;
    }
  }
  if (shape.apart) {
    for (let key = 0; key < 1 + random.int(3); key++) {
      const members: number[] = [];
      const wanted = Math.min(k, 2 + random.int(k));
      for (const i of shuffleInPlace(Array.from({ length: n }, (_, x) => x), random)) {
        if (members.length >= wanted) break;
        if (players[i]!.apart) continue;
        const clash = members.some((m) => unitOf[m]!.includes(i) || (lockOf(m) >= 0 && lockOf(m) === lockOf(i)));
        if (!clash) members.push(i);
      }
      if (members.length >= 2) members.forEach((i) => (players[i]!.apart = `feud ${key}`));
    }
  }
  if (shape.requests) {
    for (let r = 0; r < 1 + random.int(n); r++) {
      const [i, j] = [random.int(n), random.int(n)];
      players[i]!.requests!.push(j);
      if (random.next() < 0.5) players[j]!.requests!.push(i);
    }
  }
  let maxPerSchool: number | null = null;
  if (shape.schools) {
    maxPerSchool = 1 + random.int(3);
    const sizes = new Map<string, number>();
    for (const p of players) {
      const school = random.next() < 0.8 ? pick(random, ['North', 'South', 'East']) : null;
      if (school === null || (sizes.get(school) ?? 0) >= maxPerSchool * k) continue;
      p.school = school;
      sizes.set(school, (sizes.get(school) ?? 0) + 1);
    }
  }
  const options: BalanceOptions = {
    teamCount: k,
    seed: shape.seed,
    useComposite: true,
    region: shape.regions ? { weight: pick(random, [0, 1, 5, 10]), mode: shape.hardRegion ? 'hard' : 'soft' } : null,
    availability: shape.conflicts ? { weight: pick(random, [0, 3, 10]) } : null,
    height: shape.heights ? { weight: pick(random, [0, 10, 50]) } : null,
    requestWeight: pick(random, [0, 5, 10]),
    tierBalance: shape.tierBalance,
    maxPerSchool,
  };
  return { players, options };
}
