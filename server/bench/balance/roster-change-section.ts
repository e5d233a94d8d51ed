import { balanceTeams } from '../../src/modules/balancing/optimizer/solve/balance-teams.js';
import { changeRoster } from '../../src/modules/balancing/optimizer/solve/change-roster.js';
import { checkAssignmentRules } from '../../src/modules/balancing/optimizer/report/check-assignment-rules.js';
import { createRandom } from '../../src/lib/local-search/random.js';
import { TeamState } from '../../src/modules/balancing/optimizer/score/team-state.js';
import { preparePlayers } from '../../src/modules/balancing/optimizer/model/players.js';
import type { BalanceOptions, BalancePlayer } from '../../src/modules/balancing/optimizer/model/types.js';
import { generateDivision } from './synthetic-division.js';
import { fmt, median, timed } from './timing.js';

const sizes = [400, 2000];
const teamCount = 20;
const lateShare = 0.05;

/** Search seeds per row: one seed's gap swings by half either way, a median of five does not. */
const seeds = 5;
const seedsFrom = (seed: number) => Array.from({ length: seeds }, (_, r) => seed + r);
const optionsFor = (seed: number): BalanceOptions => ({ teamCount, seed, useComposite: true, tierBalance: true, requestWeight: 5 });
const spreadOf = (players: BalancePlayer[], assign: ArrayLike<number>) => {
  const placed = Array.from(assign).flatMap((t, i) => (t >= 0 ? [i] : []));
  return new TeamState(preparePlayers(placed.map((i) => players[i]!)), teamCount, Int32Array.from(placed, (i) => assign[i]!)).terms().spread;
};
const teamsToAssign = (teams: number[][], n: number) => {
  const assign = new Array<number>(n).fill(-1);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  return assign;
};
const movesOf = (current: number[], teams: number[][]) => teamsToAssign(teams, current.length).filter((t, i) => current[i]! >= 0 && current[i] !== t).length;

/**
 * A season's division: 95% of the players were balanced and saved, 5% signed up late. The
 * placement puts the late ones on the existing teams; the rebalance starts from that roster
 * after the first practices corrected every rating a little.
 */
function division(n: number) {
  const seed = 7000 + n;
  const players = generateDivision({ players: n, skills: 5, extras: false, seed });
  const placedCount = Math.round(n * (1 - lateShare));
  const first = balanceTeams(players.slice(0, placedCount), optionsFor(seed));
  const current = teamsToAssign(first.teams, n);
  return { seed, players, current };
}

export function runRosterChanges(targets: string[]): void {
  console.log('\n### Living rosters: place late sign-ups, rebalance a stored division\n');
  console.log(`${fmt(lateShare * 100, 0)}% late sign-ups on teams balanced before they came (5 skills, tier balance on, ${teamCount} teams). Gap: strongest minus weakest team's composite total.\n`);
  console.log(`Each row: the median of ${seeds} search seeds (gap, CPU), the most moves any of them made, and the hard rules broken in all of them.\n`);
  console.log('| case | late players | max moves | moves made (most) | gap before | gap after | full rebalance gap | after / full | hard rules broken | cpu ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const n of sizes) {
    const { seed, players, current } = division(n);
    const fullGap = median(seedsFrom(seed).map((s) => balanceTeams(players, optionsFor(s)).terms.spread));
    const late = current.filter((t) => t < 0).length;
    for (const maxMoves of [0, 5, 20, 40]) {
      const runs = seedsFrom(seed).map((s) => timed(() => changeRoster(players, optionsFor(s), { current, place: { maxMoves } })));
      const moves = Math.max(...runs.map((r) => movesOf(current, r.value.teams)));
      const broken = runs.reduce((sum, r) => sum + checkAssignmentRules(players, r.value.teams, optionsFor(seed)).length, 0);
      const gap = median(runs.map((r) => r.value.terms.spread));
      const cpuMs = median(runs.map((r) => r.cpuMs));
      const share = gap / Math.max(fullGap, 1e-9);
      console.log(`| ${n}/${teamCount} | ${late} | ${maxMoves} | ${moves} | ${fmt(spreadOf(players, current), 4)} | ${fmt(gap, 4)} | ${fmt(fullGap, 4)} | ${fmt(share, 2)}× | ${broken} | ${fmt(cpuMs, 0)} |`);
      if (n === 2000 && (maxMoves === 0 || maxMoves === 40)) {
        const allowed = maxMoves === 0 ? 'with no moves' : `allowing up to ${maxMoves} moves (at most ${moves} made)`;
        targets.push(`${cpuMs < 500 && share <= 2 ? 'PASS' : 'FAIL'} placing ${late} new players into ${n} ${allowed}: median ${fmt(cpuMs, 0)} ms CPU (target < 500 ms), gap ${fmt(share, 2)}× the full rebalance's (target ≤ 2×)`);
      }
      if (moves > maxMoves) targets.push(`FAIL place_new on ${n} moved ${moves} placed players with max_moves ${maxMoves}`);
    }
  }
  console.log('\n| case | keep_current_weight | players moved | gap before | gap after | cpu ms |');
  console.log('|---|---|---|---|---|---|');
  for (const n of sizes) {
    const { seed, players, current } = division(n);
    const placed = changeRoster(players, optionsFor(seed), { current, place: { maxMoves: 0 } });
    const roster = teamsToAssign(placed.teams, n);
    // The first practices: every rating corrected by up to about a point.
    const random = createRandom(seed + 1);
    const corrected = players.map((p) => ({ ...p, composite: Math.min(10, Math.max(0, p.composite + (random.next() - 0.5) * 2)) }));
    for (const keep of [0, 3, 10]) {
      const { value: result, cpuMs } = timed(() => changeRoster(corrected, optionsFor(seed), { current: roster, keepCurrentWeight: keep }));
      console.log(`| ${n}/${teamCount} | ${keep} | ${movesOf(roster, result.teams)} | ${fmt(spreadOf(corrected, roster), 3)} | ${fmt(result.terms.spread, 4)} | ${fmt(cpuMs, 0)} |`);
    }
  }
}
