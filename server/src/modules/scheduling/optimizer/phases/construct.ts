import type { Budget } from '../../../../lib/local-search/budget.js';
import type { Random } from '../../../../lib/local-search/random.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { daysByDistance, placeBest } from './place-best.js';

/**
 * The greedy start: games by their round's week, the most tied teams first (a coach of two
 * teams, siblings across divisions), each placed at its cheapest start in its target week, or
 * the nearest week that has room. Ties between games are broken by the seeded random numbers.
 */
export function constructSchedule(state: ScheduleState, random: Random, budget: Budget): void {
  const { league } = state;
  const ties = (t: number) => league.coachLinks[t]!.length + league.familyLinks[t]!.length;
  const order = league.games
    .map((game, g) => ({ g, week: game.targetWeek, ties: ties(game.home) + ties(game.away), draw: random.next() }))
    .sort((a, b) => a.week - b.week || b.ties - a.ties || a.draw - b.draw);
  for (const { g } of order) {
    if (state.block[g]! >= 0) continue;
    for (const days of daysByDistance(state, g)) if (placeBest(state, g, days, budget)) break;
  }
}
