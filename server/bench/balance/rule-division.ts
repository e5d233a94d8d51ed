import { createRandom, shuffleInPlace } from '../../src/lib/local-search/random.js';
import type { BalancePlayer } from '../../src/modules/balancing/optimizer/model/types.js';

/**
 * Adds the rules of a real registration to a synthetic division, seeded: 10% of players in
 * sibling groups of 2-3, 5% locked (a coach's child, spread over the teams), 30% with one
 * mutual request, a gender column (about half and half), and one apart pair per 40 players.
 * Locks go to whole groups' first members only when the group has no lock yet, so the
 * instance stays feasible.
 */
export function addRules(players: BalancePlayer[], teamCount: number, seed: number): BalancePlayer[] {
  const random = createRandom(seed * 7919 + 17);
  const n = players.length;
  const out = players.map((p, i) => ({ ...p, label: `P${i}`, gender: random.next() < 0.5 ? 'F' : 'M', requests: [] as number[] }) as BalancePlayer & { requests: number[] });
  const order = shuffleInPlace(Array.from({ length: n }, (_, i) => i), random);
  let cursor = 0;
  const take = () => order[cursor++]!;
  const grouped: number[] = [];
  let family = 0;
  while (grouped.length < Math.round(n * 0.1) - 1) {
    const size = 2 + random.int(2);
    const members = Array.from({ length: size }, take);
    members.forEach((i) => (out[i]!.group = `family-${family}`));
    grouped.push(...members);
    family++;
  }
  const lockCount = Math.max(1, Math.round(n * 0.05));
  for (let l = 0; l < lockCount; l++) out[take()]!.lock = l % teamCount;
  const requesters = Math.round((n * 0.3) / 2);
  for (let r = 0; r < requesters; r++) {
    const [i, j] = [take(), take()];
    out[i]!.requests.push(j);
    out[j]!.requests.push(i);
  }
  const apartPairs = Math.max(1, Math.floor(n / 40));
  for (let a = 0; a < apartPairs && cursor + 2 <= n; a++) {
    const [i, j] = [take(), take()];
    out[i]!.apart = `feud-${a}`;
    out[j]!.apart = `feud-${a}`;
  }
  return out;
}

/**
 * The rules of a small division, for the exhaustive check: one sibling pair, one locked
 * player, one apart pair, one mutual request, and a gender for everyone.
 */
export function addSmallRules(players: BalancePlayer[], teamCount: number, seed: number): BalancePlayer[] {
  const random = createRandom(seed * 104729 + 3);
  const order = shuffleInPlace(players.map((_, i) => i), random);
  const out = players.map((p, i) => ({ ...p, label: `P${i}`, gender: random.next() < 0.5 ? 'F' : 'M' }) as BalancePlayer);
  const [s1, s2, locked, a1, a2] = order;
  // Six players leave no seventh: the request then joins the first and last of the order.
  const [r1, r2] = order.length > 6 ? [order[5], order[6]] : [order[0], order[order.length - 1]];
  out[s1!]!.group = 'siblings';
  out[s2!]!.group = 'siblings';
  out[locked!]!.lock = random.int(teamCount);
  out[a1!]!.apart = 'feud';
  out[a2!]!.apart = 'feud';
  out[r1!]!.requests = [r2!];
  out[r2!]!.requests = [r1!];
  return out;
}
