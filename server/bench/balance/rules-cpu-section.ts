import { balanceTeams } from '../../src/modules/balancing/optimizer/solve/balance-teams.js';
import type { BalanceOptions } from '../../src/modules/balancing/optimizer/model/types.js';
import { addRules } from './rule-division.js';
import { optionsWithTerms } from './rules-section.js';
import { generateDivision } from './synthetic-division.js';
import { fmt, median, timed } from './timing.js';

/** 120 / 8 with every rule before issue 25's CPU work (decision 0037, load 11.5): the figure to beat. */
const before = { cpuMs: 407, spread: 0.0003, requests: '18/18' };

/**
 * The rules' price in CPU alone (`--only=rules-cpu`, a minute instead of the whole rules
 * section): 120 players / 8 teams with every rule, the rules section's division and seeds,
 * balanced as today, with the patience alone and no cap on rounds (before decision 0092), with
 * the block search's whole allowance, and with none of it (the construction and main rule
 * search alone). Each after one warm-up run of the same seed, and after every seed has run once.
 */
export function runRulesCpu(targets: string[]): void {
  const [n, k] = [120, 8];
  const seed = 3000 + n + k;
  const ruled = addRules(generateDivision({ players: n, skills: 5, extras: false, seed }), k, seed);
  const options = { ...optionsWithTerms(k, seed, false), tierBalance: true };
  const seeds = [seed, seed + 1, seed + 2];
  console.log(`\n### The rules' price in CPU: ${n} players / ${k} teams, every rule (search seeds ${seeds.join(', ')})\n`);
  console.log('| block search | cpu ms per seed | median cpu ms | spread per seed | requests honoured |');
  console.log('|---|---|---:|---|---|');
  // Every seed once before any is timed: process CPU time counts the compiler's background threads,
  // and one warm-up run left the first seed's compiling in its figure (620-715 ms against 200-290).
  for (const s of seeds) balanceTeams(ruled, { ...options, seed: s });
  const row = (label: string, block: Pick<BalanceOptions, 'blockPatience' | 'blockRounds'>) => {
    const runs = seeds.map((s) => {
      balanceTeams(ruled, { ...options, seed: s, ...block });
      return timed(() => balanceTeams(ruled, { ...options, seed: s, ...block }));
    });
    const cpu = median(runs.map((run) => run.cpuMs));
    const spreads = runs.map((run) => run.value.terms.spread);
    const requests = runs.map(({ value: { rules } }) => `${rules.requests.honoured}/${rules.requests.total}`);
    console.log(`| ${label} | ${runs.map((run) => fmt(run.cpuMs, 0)).join(', ')} | ${fmt(cpu, 0)} | ${spreads.map((x) => fmt(x, 4)).join(', ')} | ${requests.join(', ')} |`);
    return { cpu, spread: median(spreads), requests };
  };
  const now = row('today (patience and rounds scaled to the division)', {});
  row('patience alone, no cap on rounds (before decision 0092)', { blockRounds: Infinity });
  row('whole allowance', { blockPatience: Infinity });
  row('none (main rule search alone)', { blockPatience: 0 });
  console.log(`| before issue 25's CPU work (decision 0037) | - | ${before.cpuMs} | ${fmt(before.spread, 4)} (median) | ${before.requests} |`);
  const same = now.spread <= before.spread + 1e-9 && now.requests.every((r) => r === before.requests);
  targets.push(
    `${now.cpu <= 250 && same ? 'PASS' : 'FAIL'} 120 players, 8 teams, every rule (focused run): ${fmt(now.cpu, 0)} ms CPU, median of ${seeds.length} seeds after a warm-up ` +
      `(target ≤ 250 ms; ${before.cpuMs} ms before), median spread ${fmt(now.spread, 4)} (before ${fmt(before.spread, 4)}), requests ${now.requests.join(', ')}`,
  );
}
