import { isBetter } from '../../../../lib/local-search/cost.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareLeague } from '../model/prepare-league.js';
import type { ScheduleInput, ScheduleResult } from '../model/types.js';
import { constructSchedule } from '../phases/construct.js';
import { repairUnplaced } from '../phases/repair.js';
import { resequenceDays } from '../phases/resequence-days.js';
import { searchSchedule } from '../phases/search.js';
import { describeSchedule } from '../report/describe-schedule.js';
import { ScheduleState } from '../score/schedule-state.js';
import { defaultBudget, resequenceShare } from './budgets.js';

/** Nothing placed yet: [block -1, start 0, flip 0] per game. */
export function emptyPlacement(games: number): Int32Array {
  const placement = new Int32Array(games * 3);
  for (let g = 0; g < games; g++) placement[3 * g] = -1;
  return placement;
}

/**
 * A season's schedule from scratch: the games paired by the circle method, two greedy starts
 * (packed longest first, chained by families) each repaired, then the iterated search from the
 * better one until the budget is spent, then each day's courts re-sequenced. The same input and seed give the same schedule.
 */
export function buildSchedule(input: ScheduleInput): ScheduleResult {
  const league = prepareLeague(input);
  const random = createRandom(input.options?.seed ?? 1);
  const total = input.options?.budget ?? defaultBudget(league);
  const budget = { left: total };
  const everyGame = league.games.map((_, g) => g);
  // Two greedy starts, packed longest first and chained by families; the search starts from the better.
  const starts = (['longest-first', 'families-together'] as const).map((order) => {
    const state = new ScheduleState(league, emptyPlacement(league.games.length));
    constructSchedule(state, random, budget, order);
    repairUnplaced(state, everyGame, random, budget);
    return state;
  });
  const state = isBetter(starts[1]!, starts[0]!) ? starts[1]! : starts[0]!;
  const movable = new Uint8Array(league.games.length).fill(1);
  const answer = searchSchedule(league, state.encode(), random, budget, movable);
  // The re-sequencing has evaluations of its own, a tenth of the search's (decision 0199).
  const phase = { left: resequenceShare(total) };
  const final = new ScheduleState(league, answer);
  resequenceDays(final, phase, movable);
  return describeSchedule(final, total - budget.left + resequenceShare(total) - phase.left);
}
