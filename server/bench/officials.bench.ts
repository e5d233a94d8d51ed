import os from 'node:os';
import { assignOfficials } from '../src/modules/officiating/optimizer/index.js';
import { randomLeague, type LeagueShape } from '../src/modules/officiating/optimizer/__tests__/support/random-league.js';
import { solveExactly } from './officials/exact.js';
import { firstFit } from './officials/first-fit.js';
import { measure, type Measured } from './officials/measure.js';

// `npm run bench:officials [-- --only=small|large] [-- --seeds=N]`: first-fit in time order (what
// assignors do by hand), our assignment, and HiGHS's exact optimum on the small leagues, side by
// side on the same generated leagues (every kind of referee limit: levels, expiring and revoked
// certificates, youth, availability, dates off, most games a day, venues, children and coaches).

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('only');
const seeds = Number(arg('seeds') ?? 5);

interface BenchCase {
  name: string;
  shape: Omit<LeagueShape, 'seed'>;
  exact: boolean;
}

const cases: BenchCase[] = [
  { name: 'one Saturday, 6 games, 6 referees', shape: { days: 1, gamesPerDay: 6, referees: 6, venues: 2 }, exact: true },
  { name: 'one Saturday, 12 games, 10 referees', shape: { days: 1, gamesPerDay: 12, referees: 10, venues: 3 }, exact: true },
  { name: 'a weekend, 40 games, 24 referees', shape: { days: 2, gamesPerDay: 20, referees: 24, venues: 3 }, exact: true },
  { name: 'a season, 10 weekends, 480 games, 60 referees', shape: { days: 20, gamesPerDay: 24, referees: 60, venues: 4 }, exact: false },
];

function cpu<T>(run: () => T): { value: T; ms: number } {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}

const row = (name: string, m: Measured, ms: number) =>
  `| ${name} | ${m.uncovered} | ${m.openButTakeable} | ${m.rulesBroken} | ${m.min}-${m.max} | ${m.max - m.min} | ${m.feeSpread.toFixed(2)} | ${ms.toFixed(0)} |`;

async function main() {
  console.log(`Load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min) on ${os.availableParallelism()} cores; ${seeds} seeds per case\n`);
  const misses: string[] = [];
  for (const c of cases) {
    if (only === 'small' && !c.exact) continue;
    if (only === 'large' && c.exact) continue;
    console.log(`### ${c.name}\n`);
    console.log('| seed: solver | uncovered | open though someone could take it | rules broken | games per referee | spread | fees spread | CPU ms |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (let seed = 1; seed <= seeds; seed++) {
      const input = randomLeague({ ...c.shape, seed });
      const slots = input.games.reduce((n, g) => n + input.divisions.find((d) => d.id === g.divisionId)!.roles.length, 0);
      const hand = cpu(() => firstFit(input));
      console.log(row(`${seed}: first-fit (${slots} slots)`, measure(input, hand.value), hand.ms));
      const ours = cpu(() => assignOfficials(input, { seed }));
      const mine = measure(input, ours.value.assignments);
      console.log(row(`${seed}: ours (${ours.value.evaluations.toLocaleString('en')} evaluations)`, mine, ours.ms));
      if (mine.rulesBroken > 0 || mine.openButTakeable > 0) misses.push(`${c.name}, seed ${seed}: ${mine.rulesBroken} rules broken, ${mine.openButTakeable} open slots someone could take`);
      if (!c.exact) continue;
      const started = performance.now();
      const exact = await solveExactly(input);
      const ms = performance.now() - started;
      console.log(`| ${seed}: exact (HiGHS, ${exact.status}) | ${slots - exact.covered} | — | — | — | ${exact.spread} | — | ${ms.toFixed(0)} (wall) |`);
      if (mine.uncovered > slots - exact.covered) misses.push(`${c.name}, seed ${seed}: ${mine.uncovered} uncovered, the optimum ${slots - exact.covered}`);
      if (mine.uncovered === slots - exact.covered && mine.max - mine.min > exact.spread + 1) misses.push(`${c.name}, seed ${seed}: spread ${mine.max - mine.min}, the optimum ${exact.spread}`);
    }
    console.log('');
  }
  console.log(misses.length === 0 ? 'Targets met: no rule broken, no slot open that someone could take, coverage equal to the optimum and spread within one game of it on every exact case.' : `Targets missed:\n- ${misses.join('\n- ')}`);
  console.log(`\nLoad after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

await main();
