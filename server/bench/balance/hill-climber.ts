import { createRandom, shuffleInPlace } from '../../src/lib/local-search/random.js';
import type { BalancePlayer } from '../../src/modules/balancing/optimizer/model/types.js';

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * The baseline people write by hand: random teams of even sizes, then N² random swaps
 * between the strongest and the weakest team, each kept when it lowers the spread; restarted
 * until `budgetMs` of CPU time is spent, the best spread over all restarts kept.
 */
export function hillClimb(players: BalancePlayer[], teamCount: number, budgetMs: number, seed: number): { spread: number; restarts: number } {
  const random = createRandom(seed);
  const n = players.length;
  const c = players.map((p) => p.composite);
  const started = cpuMs();
  let best = Infinity;
  let restarts = 0;
  do {
    const members: number[][] = Array.from({ length: teamCount }, () => []);
    shuffleInPlace(Array.from({ length: n }, (_, i) => i), random).forEach((i, pos) => members[pos % teamCount]!.push(i));
    const total = members.map((m) => m.reduce((sum, i) => sum + c[i]!, 0));
    const extremes = () => {
      let [hi, lo] = [0, 0];
      for (let t = 1; t < teamCount; t++) {
        if (total[t]! > total[hi]!) hi = t;
        if (total[t]! < total[lo]!) lo = t;
      }
      return [hi, lo] as const;
    };
    let [hi, lo] = extremes();
    for (let step = 0; step < n * n; step++) {
      if (hi === lo) break;
      const x = random.int(members[hi]!.length);
      const y = random.int(members[lo]!.length);
      const [i, j] = [members[hi]![x]!, members[lo]![y]!];
      const delta = c[i]! - c[j]!;
      let [high, low] = [Math.max(total[hi]! - delta, total[lo]! + delta), Math.min(total[hi]! - delta, total[lo]! + delta)];
      for (let t = 0; t < teamCount; t++) {
        if (t === hi || t === lo) continue;
        high = Math.max(high, total[t]!);
        low = Math.min(low, total[t]!);
      }
      if (high - low >= total[hi]! - total[lo]!) continue;
      members[hi]![x] = j;
      members[lo]![y] = i;
      total[hi] = total[hi]! - delta;
      total[lo] = total[lo]! + delta;
      [hi, lo] = extremes();
    }
    best = Math.min(best, total[hi]! - total[lo]!);
    restarts++;
  } while (cpuMs() - started < budgetMs);
  return { spread: best, restarts };
}
