import { isBetter } from '../../../../lib/local-search/cost.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareLeague } from '../model/prepare-league.js';
import type { ScheduleInput, ScheduleResult } from '../model/types.js';
import { annealSchedule } from '../phases/anneal.js';
import { constructSchedule } from '../phases/construct.js';
import { repairUnplaced } from '../phases/repair.js';
import { resequenceDays } from '../phases/resequence-days.js';
import { searchSchedule } from '../phases/search.js';
import { describeSchedule } from '../report/describe-schedule.js';
import { ScheduleState } from '../score/schedule-state.js';
import { annealPlan, annealShare, defaultBudget, resequenceShare } from './budgets.js';

/**
 * A season's schedule from scratch: the games paired by the circle method, two greedy starts
 * (packed longest first, chained by families) each repaired, then simulated annealing from the
 * better one for half the budget, the iterated search from its best until the budget is spent,
 * then each day's courts re-sequenced. The same input and seed give the same schedule.
 * Fixed games (other divisions' saved games) are placed from the start and never move, so the
 * hard rules and the family terms see them (decision 0202).
 */
export function buildSchedule(input: ScheduleInput): ScheduleResult {
  const league = prepareLeague(input);
  const random = createRandom(input.options?.seed ?? 1);
  const total = input.options?.budget ?? defaultBudget(league);
  const budget = { left: total };
  const movable = Uint8Array.from(league.fixed, (fixed) => 1 - fixed);
  const everyGame = [...movable.keys()].filter((g) => movable[g] === 1);
  // Two greedy starts, packed longest first and chained by families; the search starts from the better.
  const starts = (['longest-first', 'families-together'] as const).map((order) => {
    const state = new ScheduleState(league, league.firstPlacement);
    constructSchedule(state, random, budget, order);
    repairUnplaced(state, everyGame, random, budget);
    return state;
  });
  const state = isBetter(starts[1]!, starts[0]!) ? starts[1]! : starts[0]!;
  // Half the budget anneals from the better start, the iterated search takes the rest (decision 0205).
  const steps = Math.max(0, Math.min(annealShare(total), budget.left));
  const annealing = { left: steps };
  const placement = annealSchedule(state, annealing, movable, random, annealPlan);
  budget.left -= steps - annealing.left;
  const answer = searchSchedule(league, placement, random, budget, movable);
  // The re-sequencing has evaluations of its own, a tenth of the search's (decision 0199).
  const phase = { left: resequenceShare(total) };
  const final = new ScheduleState(league, answer);
  resequenceDays(final, phase, movable);
  return describeSchedule(final, total - budget.left + resequenceShare(total) - phase.left);
}
