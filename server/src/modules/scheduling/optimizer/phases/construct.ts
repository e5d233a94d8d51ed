import type { Budget } from '../../../../lib/local-search/budget.js';
import type { Random } from '../../../../lib/local-search/random.js';
import type { League } from '../model/league.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { daysByDistance, placeBest } from './place-best.js';

/** How the greedy start orders a week's games. */
export type ConstructOrder = 'longest-first' | 'families-together';

/** Family links between two games' teams (a household with a child on each). */
function familyTies(league: League, g: number, h: number): number {
  const a = league.games[g]!;
  const b = league.games[h]!;
  let ties = 0;
  for (const t of [a.home, a.away]) for (const u of [b.home, b.away]) if (league.familyLinks[t]!.includes(u)) ties++;
  return ties;
}

/**
 * A week's games in the order the families' links chain them: the most tied game first, then
 * each time the game with the most ties to the games already ordered, so that a sibling's game
 * is placed while the other child's is there to be next to.
 */
function chainByFamilies(league: League, games: number[]): number[] {
  const left = new Set(games);
  const ordered: number[] = [];
  const ties = new Map(games.map((g) => [g, 0]));
  const total = (g: number) => games.reduce((sum, h) => sum + (h === g ? 0 : familyTies(league, g, h)), 0);
  while (left.size > 0) {
    let best = -1;
    for (const g of left) if (best < 0 || ties.get(g)! > ties.get(best)! || (ties.get(g) === ties.get(best) && ordered.length === 0 && total(g) > total(best))) best = g;
    left.delete(best);
    ordered.push(best);
    for (const g of left) ties.set(g, ties.get(g)! + familyTies(league, g, best));
  }
  return ordered;
}

/**
 * The greedy start: games by their round's week; within a week the longest first (as one packs
 * bins), then the most tied teams (coaches of two teams, siblings across divisions), or chained
 * by families; each placed at its cheapest start in its target week, packed against the games
 * before it (no gaps cut into gym time). A game with no room there is left to the repair, which
 * tries its week first.
 */
export function constructSchedule(state: ScheduleState, random: Random, budget: Budget, order: ConstructOrder = 'longest-first'): void {
  const { league } = state;
  const ties = (t: number) => league.coachLinks[t]!.length + league.familyLinks[t]!.length;
  // Fixed games are placed already and stay.
  const sorted = league.games
    .map((game, g) => ({ g, week: game.targetWeek, slot: league.divisions[game.division]!.slotMinutes, ties: ties(game.home) + ties(game.away), draw: random.next() }))
    .filter(({ g }) => league.fixed[g] === 0)
    .sort((a, b) => a.week - b.week || b.slot - a.slot || b.ties - a.ties || a.draw - b.draw);
  const weeks = new Map<number, number[]>();
  for (const { g, week } of sorted) weeks.set(week, [...(weeks.get(week) ?? []), g]);
  for (const games of weeks.values()) {
    for (const g of order === 'families-together' ? chainByFamilies(league, games) : games) {
      const [target] = daysByDistance(state, g);
      if (target) placeBest(state, g, target, budget, true);
    }
  }
}
