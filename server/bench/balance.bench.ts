import os from 'node:os';
import { balanceTeams } from '../src/modules/balancing/optimizer/solve/balance-teams.js';
import { measureScales, scoreTerms, type Weights } from '../src/modules/balancing/optimizer/score/formula.js';
import { TeamState } from '../src/modules/balancing/optimizer/score/team-state.js';
import { preparePlayers } from '../src/modules/balancing/optimizer/model/players.js';
import type { BalancePlayer, BalanceOptions, TermValues } from '../src/modules/balancing/optimizer/model/types.js';
import { addToWeakest, snakeDraft } from './balance/baselines.js';
import { largeCases, smallCases, type BenchCase } from './balance/cases.js';
import { findExactOptimum } from './balance/exhaustive.js';
import { runHillClimber } from './balance/hill-section.js';
import { runRosterChanges } from './balance/roster-change-section.js';
import { runRules, runSmallRules } from './balance/rules-section.js';
import { runRulesCpu } from './balance/rules-cpu-section.js';
import { generateDivision } from './balance/synthetic-division.js';
import { fmt, timed } from './balance/timing.js';

// `npm run bench:balance` prints markdown. `-- --small=N`: exhaustive instances (default 60);
// `--hill-seeds=N`: seeds per size against the hill climber (default 3); `--only=rules|rules-cpu|hill|small|large|roster`
// (rules-cpu: 120 players / 8 teams with every rule alone, the rules' price in CPU).
const flag = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const smallCount = Number(flag('small', '60'));
const hillSeeds = Number(flag('hill-seeds', '3'));
const only = flag('only', 'all');

const termsOf = (players: BalancePlayer[], teams: number, assign: Int32Array): TermValues =>
  new TeamState(preparePlayers(players), teams, assign).terms();

function optionsFor(c: BenchCase): BalanceOptions {
  return {
    teamCount: c.teams,
    seed: c.seed,
    useComposite: true,
    region: c.extras ? { weight: 5, mode: 'soft' } : null,
    availability: c.extras ? { weight: 3 } : null,
    height: c.extras ? { weight: 10 } : null,
  };
}

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1' : '∞') : `${fmt((100 * a) / b, 2)}%`);

const targets: string[] = [];

function runLarge() {
  console.log('| case | optimizer spread | snake spread | weakest-team spread | opt/snake | opt/weakest | region (opt/snake) | availability (opt/snake) | height cm (opt/snake) | wall ms | cpu ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const c of largeCases()) {
    const players = generateDivision(c);
    const { value: result, wallMs, cpuMs } = timed(() => balanceTeams(players, optionsFor(c)));
    const snake = termsOf(players, c.teams, snakeDraft(players, c.teams));
    const weakest = termsOf(players, c.teams, addToWeakest(players, c.teams));
    const o = result.terms;
    const extra = (a: number, b: number, d = 0) => (c.extras ? `${fmt(a, d)} / ${fmt(b, d)}` : '-');
    console.log(
      `| ${c.label} | ${fmt(o.spread, 4)} | ${fmt(snake.spread)} | ${fmt(weakest.spread)} | ${ratio(o.spread, snake.spread)} | ${ratio(o.spread, weakest.spread)} | ` +
        `${extra(o.regionPenalty, snake.regionPenalty)} | ${extra(o.availabilityPenalty, snake.availabilityPenalty)} | ${extra(o.heightSpread, snake.heightSpread, 2)} | ${fmt(wallMs, 0)} | ${fmt(cpuMs, 0)} |`,
    );
    if (c.players === 120 && c.teams === 8 && !c.extras) {
      const share = (100 * o.spread) / snake.spread;
      targets.push(`${share <= 1 && cpuMs < 100 ? 'PASS' : 'FAIL'} 120 players, 8 teams, 5 skills, no extra terms: spread ${fmt(share, 2)}% of the snake draft's (target ≤ 1%), ${fmt(cpuMs, 0)} ms CPU / ${fmt(wallMs, 0)} ms wall (target < 100 ms)`);
    }
    if (c.players === 2000 && c.extras) {
      targets.push(`${cpuMs < 2000 ? 'PASS' : 'FAIL'} 2000 players, 20 teams, all terms: ${fmt(cpuMs, 0)} ms CPU / ${fmt(wallMs, 0)} ms wall (target < 2000 ms)`);
    }
  }
}

function runSmall() {
  let exact = 0;
  let worstGap = 0;
  let optimizerMs = 0;
  const misses: string[] = [];
  for (const c of smallCases(smallCount)) {
    const players = generateDivision(c);
    const options = optionsFor(c);
    const weights: Weights = { region: c.extras ? 5 : 0, availability: c.extras ? 3 : 0, height: c.extras ? 10 : 0, regionMode: 'soft' };
    const { value: result, cpuMs } = timed(() => balanceTeams(players, options));
    optimizerMs += cpuMs;
    const scales = measureScales(players);
    const mine = scoreTerms(result.terms, weights, scales).minor;
    const best = findExactOptimum(players, c.teams, weights).cost.minor;
    const gap = mine - best;
    if (gap <= 1e-9 * Math.max(1, best)) exact++;
    else misses.push(`${c.label}${c.extras ? ' +terms' : ''} seed ${c.seed}: objective ${fmt(mine, 5)} vs optimum ${fmt(best, 5)}`);
    worstGap = Math.max(worstGap, gap);
  }
  console.log(`\nExhaustive check on ${smallCount} instances of 6-16 players (half with all terms):`);
  console.log(`- exact optimum reached: ${exact}/${smallCount} (${fmt((100 * exact) / smallCount, 1)}%)`);
  console.log(`- largest objective gap to the optimum: ${fmt(worstGap, 5)}`);
  console.log(`- optimizer CPU time, mean per instance: ${fmt(optimizerMs / smallCount, 1)} ms`);
  for (const miss of misses) console.log(`  - missed: ${miss}`);
  const share = (100 * exact) / smallCount;
  targets.push(`${share >= 95 ? 'PASS' : 'FAIL'} exact optimum on ${fmt(share, 1)}% of ${smallCount} small instances (target ≥ 95%)`);
}


console.log(`Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} x${os.cpus().length}, load average ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}\n`);
if (only === 'all' || only === 'large') runLarge();
if (only === 'all' || only === 'small') runSmall();
if (only === 'all' || only === 'rules') {
  runRules(targets);
  runSmallRules(smallCount, targets);
}
if (only === 'all' || only === 'rules-cpu') runRulesCpu(targets);
if (only === 'all' || only === 'hill') runHillClimber(hillSeeds, targets);
if (only === 'all' || only === 'roster') runRosterChanges(targets);
console.log('\nTargets:');
for (const line of targets) console.log(`- ${line}`);
