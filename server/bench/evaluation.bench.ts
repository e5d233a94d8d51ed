import { balanceTeams } from '../src/modules/balancing/index.js';
import { aggregateEvent, aggregationMethods, type AggregationMethod } from '../src/modules/evaluations/aggregate/index.js';
import { spearman } from './evaluation/measures.js';
import { scale, simulateDay, type PanelKind, type SimulatedDay } from './evaluation/simulate-day.js';

// `npm run bench:evaluation` prints markdown: simulated evaluation days with known true ability,
// and how close the raw mean, the trimmed mean and the rater-corrected figure (decision 0056) get.
// `-- --days=N` days per panel kind (default 60); `--balance-days=N` of them also balance teams (default 10).
const flag = (name: string, fallback: string) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const days = flag('days', '60');
const balanceDays = flag('balance-days', '10');
const kinds: PanelKind[] = ['harsh and lenient', 'equally severe'];

interface DayResult {
  spearman: number;
  mae: number;
  teamSpread: number | null;
}

/** Per player: the figure per skill (NaN when nobody scored it) and the overall figure. */
function figuresOf(day: SimulatedDay, method: AggregationMethod) {
  const skills = day.skills.map((id) => ({ id, name: `Skill ${id}`, weight: 1 }));
  const perSkill = aggregateEvent(skills, day.cells, method);
  const figure = new Float64Array(day.players * day.skills.length).fill(NaN);
  day.skills.forEach((skill, s) => {
    for (const f of perSkill.get(skill)!.figures) figure[f.player * day.skills.length + s] = f.figure;
  });
  return figure;
}

/** The true-strength spread (max - min of the teams' average true ability) of teams balanced on the figures. */
function teamSpread(overall: number[], trueOverall: number[]): number {
  const teamCount = Math.max(2, Math.round(overall.length / 10));
  const toDisplay = (v: number) => Math.min(10, Math.max(0, ((v - scale.min) / (scale.max - scale.min)) * 10));
  const players = overall.map((v) => ({ composite: toDisplay(v), region: null, conflicts: 0, heightCm: null }));
  const { teams } = balanceTeams(players, { teamCount, seed: 1, useComposite: true });
  const averages = teams.map((team) => team.reduce((sum, p) => sum + trueOverall[p]!, 0) / team.length);
  return Math.max(...averages) - Math.min(...averages);
}

function measureDay(day: SimulatedDay, method: AggregationMethod, balance: boolean): DayResult {
  const k = day.skills.length;
  const figure = figuresOf(day, method);
  let absolute = 0;
  let cells = 0;
  const overall: number[] = [];
  const trueOverall: number[] = [];
  for (let p = 0; p < day.players; p++) {
    let sum = 0;
    let seen = 0;
    let truth = 0;
    for (let s = 0; s < k; s++) {
      truth += day.truth[p * k + s]! / k;
      const f = figure[p * k + s]!;
      if (Number.isNaN(f)) continue;
      absolute += Math.abs(f - day.truth[p * k + s]!);
      cells += 1;
      sum += f;
      seen += 1;
    }
    // A player nobody scored on any skill takes no part (the coverage board lists them).
    if (seen === 0) continue;
    overall.push(sum / seen);
    trueOverall.push(truth);
  }
  return { spearman: spearman(overall, trueOverall), mae: absolute / cells, teamSpread: balance ? teamSpread(overall, trueOverall) : null };
}

const average = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const fmt = (v: number, d = 3) => v.toFixed(d);
const targets: string[] = [];

console.log(`Simulated evaluation days: ${days} per panel kind (teams balanced on the first ${balanceDays}), scale ${scale.min}-${scale.max}.\n`);
console.log('| panel | method | Spearman with the truth | mean absolute error (points) | team true-strength spread (points) |');
console.log('|---|---|---|---|---|');
for (const kind of kinds) {
  const results = new Map<AggregationMethod, DayResult[]>(aggregationMethods.map((m) => [m, []]));
  for (let d = 0; d < days; d++) {
    const day = simulateDay(1000 * (kind === 'equally severe' ? 2 : 1) + d, kind);
    for (const method of aggregationMethods) results.get(method)!.push(measureDay(day, method, d < balanceDays));
  }
  for (const method of aggregationMethods) {
    const r = results.get(method)!;
    const spreads = r.flatMap((x) => (x.teamSpread === null ? [] : [x.teamSpread]));
    console.log(`| ${kind} | ${method} | ${fmt(average(r.map((x) => x.spearman)), 4)} | ${fmt(average(r.map((x) => x.mae)))} | ${fmt(average(spreads))} |`);
  }
  const mean = results.get('mean')!;
  const corrected = results.get('corrected')!;
  if (kind === 'harsh and lenient') {
    const wins = corrected.filter((c, i) => c.spearman > mean[i]!.spearman).length;
    const share = (100 * wins) / days;
    targets.push(`${share >= 90 ? 'PASS' : 'FAIL'} harsh and lenient panels: corrected beats the raw mean on rank correlation on ${wins} of ${days} days (${fmt(share, 1)}%, target >= 90%)`);
  } else {
    const worst = Math.max(...corrected.map((c, i) => mean[i]!.spearman - c.spearman));
    targets.push(`${worst <= 0.01 ? 'PASS' : 'FAIL'} equally severe panels: corrected is at most ${fmt(worst, 4)} below the raw mean's rank correlation on its worst day (target <= 0.01)`);
  }
}
console.log('');
for (const line of targets) console.log(line);
