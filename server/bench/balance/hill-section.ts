import { balanceTeams } from '../../src/modules/balancing/optimizer/solve/balance-teams.js';
import { hillClimb } from './hill-climber.js';
import { generateDivision } from './synthetic-division.js';
import { fmt, timed } from './timing.js';

const hillSizes: [number, number][] = [
  [24, 2],
  [24, 4],
  [60, 4],
  [60, 8],
  [120, 8],
  [120, 12],
  [400, 12],
  [400, 20],
];

/**
 * The optimizer at its own budget against the random-swap hill climber given 30 times the
 * optimizer's CPU time, on spread alone (the only thing the hill climber knows).
 */
export function runHillClimber(seeds: number, targets: string[]): void {
  console.log(`\n### Against a random-swap hill climber given 30× our CPU time (spread only, ${seeds} seeds per size)\n`);
  console.log('| case | seed | optimizer spread | hill-climber spread | result | optimizer cpu ms | hill-climber cpu ms (restarts) |');
  console.log('|---|---|---|---|---|---|---|');
  let wins = 0;
  let total = 0;
  for (const [n, k] of hillSizes) {
    for (let s = 0; s < seeds; s++) {
      const seed = 7000 + n * 31 + k * 7 + s;
      const players = generateDivision({ players: n, skills: 3 + (s % 6), extras: false, seed });
      const mine = timed(() => balanceTeams(players, { teamCount: k, seed, useComposite: true }));
      const hill = timed(() => hillClimb(players, k, 30 * mine.cpuMs, seed));
      const ours = mine.value.terms.spread;
      const theirs = hill.value.spread;
      const verdict = ours < theirs - 1e-9 ? 'win' : ours <= theirs + 1e-9 ? 'tie' : 'loss';
      if (verdict !== 'loss') wins++;
      total++;
      console.log(`| ${n}p/${k}t | ${s + 1} | ${fmt(ours, 4)} | ${fmt(theirs, 4)} | ${verdict} | ${fmt(mine.cpuMs, 0)} | ${fmt(hill.cpuMs, 0)} (${hill.value.restarts}) |`);
    }
  }
  const share = (100 * wins) / total;
  targets.push(`${share >= 90 ? 'PASS' : 'FAIL'} beat or tie the hill climber (at 30× our CPU time) on ${wins} of ${total} instances, ${fmt(share, 1)}% (target ≥ 90%)`);
}
