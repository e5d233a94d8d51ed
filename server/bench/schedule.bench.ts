import os from 'node:os';
import { buildSchedule, checkSchedule, type ScheduledGame, type ScheduleInput } from '../src/modules/scheduling/optimizer/index.js';
import { prepareLeague } from '../src/modules/scheduling/optimizer/model/prepare-league.js';
import { measureSchedule } from '../src/modules/scheduling/optimizer/report/measure-schedule.js';
import { fmt, timed } from './balance/timing.js';
import { leagueCases, smallCases } from './schedule/cases.js';
import { solveExactly } from './schedule/exact-highs.js';
import { firstFit } from './schedule/first-fit.js';
import { printSeededWaits, waitsWithMoreSeeds, type SeededWaits } from './schedule/more-seeds.js';
import { generateLeague } from './schedule/synthetic-league.js';

// `npm run bench:schedule` prints markdown. `-- --small=N`: leagues the exact solver proves
// (default 4); `--limit=S`: its time limit per league in seconds (default 60); `--only=leagues|small`;
// `--seeds=N`: the leagues' family waiting also as a mean over N seeds (default 3; 1 skips it).
const flag = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const smallCount = Number(flag('small', '4'));
const limit = Number(flag('limit', '60'));
const only = flag('only', 'all');
const seeds = Number(flag('seeds', '3'));
const seeded: SeededWaits[] = [];

const header = '| league | schedule | games placed | hard rules broken | family conflicts | family waiting h | family split days | early spread | late spread | early rematches | unused gym h | CPU ms |';
const rule = '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';

function row(label: string, method: string, input: ScheduleInput, games: ScheduledGame[], total: number, cpuMs: number | string, extra?: string) {
  const league = prepareLeague(input);
  const m = measureSchedule(league, games);
  const broken = checkSchedule(input, games).length;
  console.log(`| ${label} | ${method} | ${games.length}/${total} | ${broken} | ${m.familyConflicts} | ${fmt(m.familyWaitHours, 1)} | ${m.familySplitDays} | ${m.earlySpread} | ${m.lateSpread} | ${m.earlyRematches} | ${fmt(m.unusedGymHours, 1)} | ${typeof cpuMs === 'number' ? fmt(cpuMs, 0) : cpuMs} |${extra === undefined ? '' : ` ${extra} |`}`);
  return { broken, wait: m.familyWaitHours, conflicts: m.familyConflicts, placed: games.length };
}

const targets: string[] = [];
let firstFitWait = 0;
let ourWait = 0;
// First-fit's waiting is lower where it leaves games out: the leagues where it places every game compare like with like.
let fullFirstFitWait = 0;
let fullOurWait = 0;

function runLeagues() {
  console.log('\n## Generated leagues: first-fit against the optimizer\n');
  console.log(header);
  console.log(rule);
  for (const shape of leagueCases()) {
    const input = generateLeague(shape);
    const league = prepareLeague(input);
    const total = league.games.length;
    const { value: baseline, cpuMs: baseMs } = timed(() => firstFit(league));
    const base = row(shape.label, 'first-fit', input, baseline.games, total, baseMs);
    const { value: ours, cpuMs } = timed(() => buildSchedule(input));
    const mine = row(shape.label, 'optimizer', input, ours.games, total, cpuMs);
    firstFitWait += base.wait;
    ourWait += mine.wait;
    if (base.placed === total) {
      fullFirstFitWait += base.wait;
      fullOurWait += mine.wait;
    }
    if (seeds > 1) seeded.push({ label: shape.label, firstFit: base.wait, firstFitPlacesAll: base.placed === total, ours: [mine.wait, ...waitsWithMoreSeeds(input, league, shape.seed, seeds - 1)] });
    const feasible = mine.placed === total;
    targets.push(`${mine.broken === 0 ? 'PASS' : 'FAIL'} ${shape.label}: ${mine.broken} hard rules broken${feasible ? '' : ` (${total - mine.placed} games unplaced: ${ours.report.infeasible[0] ?? ours.report.unplaced[0]?.reason})`}`);
    if (shape.teams === 60) targets.push(`${cpuMs < 10_000 ? 'PASS' : 'FAIL'} ${shape.label}: ${fmt(cpuMs, 0)} ms CPU (target < 10 s)`);
    if (mine.conflicts > 0) targets.push(`FAIL ${shape.label}: ${mine.conflicts} family conflicts`);
  }
  const cut = firstFitWait === 0 ? 0 : 100 * (1 - ourWait / firstFitWait);
  targets.push(`${cut >= 80 ? 'PASS' : 'FAIL'} family waiting hours, all leagues: ${fmt(ourWait, 1)} against first-fit's ${fmt(firstFitWait, 1)}, ${fmt(cut, 0)}% fewer (target ≥ 80%)`);
  const fullCut = fullFirstFitWait === 0 ? 0 : 100 * (1 - fullOurWait / fullFirstFitWait);
  targets.push(`${fullCut >= 80 ? 'PASS' : 'FAIL'} family waiting hours, the leagues where first-fit places every game: ${fmt(fullOurWait, 1)} against first-fit's ${fmt(fullFirstFitWait, 1)}, ${fmt(fullCut, 0)}% fewer (target ≥ 80%)`);
  if (seeded.length > 0) targets.push(...printSeededWaits(seeded));
}

async function runSmall() {
  console.log(`\n## Small leagues: the exact optimum (HiGHS, time limit ${limit} s wall)\n`);
  console.log('The family objective of each row is measured from its games. HiGHS minimises it under every hard rule (our fairness terms are quadratic and left out); "Optimal" proves it, "Time limit reached" shows its best schedule so far.\n');
  console.log(header.replace('| CPU ms |', '| CPU ms | family objective (wait min + 90/split) |'));
  console.log(rule + '---:|');
  for (const shape of smallCases(smallCount)) {
    const input = generateLeague(shape);
    const league = prepareLeague(input);
    const total = league.games.length;
    const objective = (games: ScheduledGame[]) => {
      const m = measureSchedule(league, games);
      return fmt(m.familyWaitHours * 60 + 90 * m.familySplitDays, 0);
    };
    const { value: baseline, cpuMs: baseMs } = timed(() => firstFit(league));
    row(shape.label, 'first-fit', input, baseline.games, total, baseMs, objective(baseline.games));
    const { value: ours, cpuMs } = timed(() => buildSchedule(input));
    row(shape.label, 'optimizer', input, ours.games, total, cpuMs, objective(ours.games));
    const start = process.cpuUsage();
    const exact = await solveExactly(league, limit);
    const used = process.cpuUsage(start);
    row(shape.label, `HiGHS (${exact.status}, ${exact.variables} binaries, ${exact.rows} rows)`, input, exact.games, total, (used.user + used.system) / 1000, exact.games.length === 0 ? '—' : objective(exact.games));
  }
}

console.log(`# Schedule benchmark\n\nNode ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at start.`);
if (only === 'all' || only === 'leagues') runLeagues();
if (only === 'all' || only === 'small') await runSmall();
console.log(`\nLoad average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.\n\n## Targets\n`);
for (const line of targets) console.log(`- ${line}`);
