import { performance } from 'node:perf_hooks';
import { balanceTeams } from '../src/modules/balancing/optimizer/balance-teams.js';
import { measureScales, scoreTerms, type Weights } from '../src/modules/balancing/optimizer/objective.js';
import { preparePlayers, TeamState } from '../src/modules/balancing/optimizer/team-state.js';
import type { BalancePlayer, BalanceOptions, TermValues } from '../src/modules/balancing/optimizer/types.js';
import { addToWeakest, snakeDraft } from './balance/baselines.js';
import { largeCases, smallCases, type BenchCase } from './balance/cases.js';
import { findExactOptimum } from './balance/exhaustive.js';
import { generateDivision } from './balance/synthetic-division.js';

// `npm run bench:balance` prints markdown; `-- --small=N` sets how many exhaustive instances.
const smallCount = Number(process.argv.find((a) => a.startsWith('--small='))?.split('=')[1] ?? 60);

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

const fmt = (value: number, digits = 3) => value.toFixed(digits);
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1' : '∞') : `${fmt((100 * a) / b, 2)}%`);

function runLarge() {
  console.log('| case | optimizer spread | snake spread | weakest-team spread | opt/snake | opt/weakest | region (opt/snake) | availability (opt/snake) | height cm (opt/snake) | time ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const c of largeCases()) {
    const players = generateDivision(c);
    const started = performance.now();
    const result = balanceTeams(players, optionsFor(c));
    const elapsed = performance.now() - started;
    const snake = termsOf(players, c.teams, snakeDraft(players, c.teams));
    const weakest = termsOf(players, c.teams, addToWeakest(players, c.teams));
    const o = result.terms;
    const extra = (a: number, b: number, d = 0) => (c.extras ? `${fmt(a, d)} / ${fmt(b, d)}` : '-');
    console.log(
      `| ${c.label} | ${fmt(o.spread, 4)} | ${fmt(snake.spread)} | ${fmt(weakest.spread)} | ${ratio(o.spread, snake.spread)} | ${ratio(o.spread, weakest.spread)} | ` +
        `${extra(o.regionPenalty, snake.regionPenalty)} | ${extra(o.availabilityPenalty, snake.availabilityPenalty)} | ${extra(o.heightSpread, snake.heightSpread, 2)} | ${fmt(elapsed, 0)} |`,
    );
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
    const started = performance.now();
    const result = balanceTeams(players, options);
    optimizerMs += performance.now() - started;
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
  console.log(`- optimizer time, mean per instance: ${fmt(optimizerMs / smallCount, 1)} ms`);
  for (const miss of misses) console.log(`  - missed: ${miss}`);
}

console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);
runLarge();
runSmall();
