import type { Budget } from '../../../../lib/local-search/budget.js';
import type { Random } from '../../../../lib/local-search/random.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { daysByDistance, placeBest } from './place-best.js';

/**
 * The greedy start: games by their round's week, the longest first (as one packs bins), then
 * the most tied teams (a coach of two teams, siblings across divisions), each placed at its
 * cheapest start in its target week, packed against the games before it (no gaps cut into gym
 * time). A game with no room there is left to the repair, which tries its week first. Ties between games are broken by the seeded random numbers.
 */
export function constructSchedule(state: ScheduleState, random: Random, budget: Budget): void {
  const { league } = state;
  const ties = (t: number) => league.coachLinks[t]!.length + league.familyLinks[t]!.length;
  const order = league.games
    .map((game, g) => ({ g, week: game.targetWeek, slot: league.divisions[game.division]!.slotMinutes, ties: ties(game.home) + ties(game.away), draw: random.next() }))
    .sort((a, b) => a.week - b.week || b.slot - a.slot || b.ties - a.ties || a.draw - b.draw);
  for (const { g } of order) {
    const [target] = daysByDistance(state, g);
    if (target) placeBest(state, g, target, budget, true);
  }
}
