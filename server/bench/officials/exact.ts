import * as highsModule from 'highs';
import type { Highs } from 'highs';
import { prepareProblem } from '../../src/modules/officiating/optimizer/model/prepare-problem.js';
import type { OfficialsInput } from '../../src/modules/officiating/optimizer/model/types.js';

// The package is CommonJS with an ES build: its types say one shape of default export, tsx loads the other.
type Loader = () => Promise<Highs>;
const exported = highsModule as unknown as { default: Loader | { default: Loader } };
const highsLoader: Loader = typeof exported.default === 'function' ? exported.default : exported.default.default;
let loaded: Highs | undefined;

export interface ExactOptimum {
  covered: number;
  spread: number;
  status: string;
  /** The second stage's assignment, as slot -> referee index pairs. */
  chosen: [number, number][];
}

/**
 * The exact optimum as a mixed-integer program for HiGHS, in two stages as the optimizer ranks
 * them: the most slots covered, then, with that coverage fixed, the least spread of games per
 * referee (over the referees who could take a slot, as the report counts it). x_s_r = 1 puts
 * referee r on slot s; only pairs the static rules allow exist.
 */
export async function solveExactly(input: OfficialsInput, timeLimitSeconds = 60): Promise<ExactOptimum> {
  loaded ??= await highsLoader();
  const problem = prepareProblem(input);
  const R = problem.referees.length;
  const x = (s: number, r: number) => `x_${s}_${r}`;
  const pairs = problem.slots.flatMap((slot) => [...problem.eligibleFor[slot.index]!].map((r) => [slot.index, r] as const));
  const mine = (r: number, slots: number[]) => slots.filter((s) => problem.eligible[s * R + r]).map((s) => x(s, r));
  const rows: string[] = [];
  const sum = (terms: string[]) => (terms.length > 0 ? terms.join(' + ') : '0 x_none');
  for (const slot of problem.slots) if (problem.eligibleFor[slot.index]!.length > 1) rows.push(`${sum([...problem.eligibleFor[slot.index]!].map((r) => x(slot.index, r)))} <= 1`);
  for (const referee of problem.referees) {
    const r = referee.index;
    for (const a of problem.games) {
      const own = mine(r, a.slots);
      if (own.length > 1) rows.push(`${sum(own)} <= 1`);
      for (const b of problem.games) {
        if (b.index <= a.index || !problem.clash(a.index, b.index)) continue;
        const both = [...own, ...mine(r, b.slots)];
        if (own.length > 0 && both.length > own.length) rows.push(`${sum(both)} <= 1`);
      }
    }
    if (Number.isFinite(referee.maxPerDay)) {
      problem.days.forEach((_, day) => {
        const that = mine(r, problem.games.filter((g) => g.day === day).flatMap((g) => g.slots));
        if (that.length > referee.maxPerDay) rows.push(`${sum(that)} <= ${referee.maxPerDay}`);
      });
    }
  }
  for (const [s, r] of pairs) {
    const game = problem.games[problem.slots[s]!.game]!;
    if (!problem.referees[r]!.youthByDay[game.day]) continue;
    const adults = game.slots.filter((o) => o !== s).flatMap((o) => [...problem.eligibleFor[o]!].filter((a) => !problem.referees[a]!.youthByDay[game.day]).map((a) => x(o, a)));
    rows.push(adults.length > 0 ? `${x(s, r)} - ${adults.join(' - ')} <= 0` : `${x(s, r)} <= 0`);
  }
  const all = pairs.map(([s, r]) => x(s, r));
  if (all.length === 0) return { covered: 0, spread: 0, status: 'Optimal', chosen: [] };
  const lp = (objective: string, extra: string[], bounds: string[]) =>
    [objective, 'Subject To', ...[...rows, ...extra].map((row, i) => ` c${i}: ${row}`), 'Bounds', ...bounds, 'Binary', ` ${all.join(' ')}`, 'End'].join('\n');
  const first = loaded.solve(lp(`Maximize\n obj: ${all.join(' + ')}`, [], []), { output_flag: false, time_limit: timeLimitSeconds });
  const covered = Math.round(first.ObjectiveValue);
  const pool = problem.referees.filter((r) => problem.inPool[r.index]);
  const load = pool.map((r) => mine(r.index, problem.slots.map((s) => s.index)));
  const balance = load.flatMap((terms) => [`${sum(terms)} - hi <= 0`, `${sum(terms)} - lo >= 0`]);
  const second = loaded.solve(lp('Minimize\n obj: hi - lo', [`${all.join(' + ')} = ${covered}`, ...balance], [' 0 <= hi <= 1000', ' 0 <= lo <= 1000']), { output_flag: false, time_limit: timeLimitSeconds });
  const primal = (name: string) => {
    const column = second.Columns[name];
    return column && 'Primal' in column ? column.Primal : 0;
  };
  const chosen = pairs.filter(([s, r]) => primal(x(s, r)) > 0.5).map(([s, r]) => [s, r] as [number, number]);
  return { covered, spread: pool.length > 0 ? Math.round(second.ObjectiveValue) : 0, status: `${first.Status} / ${second.Status}`, chosen };
}
