import type { Budget } from '../../../../lib/local-search/budget.js';
import { descend } from '../../../../lib/local-search/descent.js';
import { searchIterated } from '../../../../lib/local-search/iterated-search.js';
import type { Random } from '../../../../lib/local-search/random.js';
import { hasFamily, type League } from '../model/league.js';
import { GameMoves } from '../moves/game-moves.js';
import { gamesNear, kickGames } from '../moves/kicks.js';
import type { Anchors } from '../score/anchors.js';
import { GamePricer } from '../score/game-pricer.js';
import { ScheduleState } from '../score/schedule-state.js';
import { swapWindow } from '../solve/budgets.js';
import { repairUnplaced } from './repair.js';

/**
 * The iterated search (lib/local-search/iterated-search.ts) over a schedule: each round runs
 * the one descent (swaps, moves, home and away) over every movable game in the first round and
 * over the games near the last kick after it, then the repair of games not placed; it judges
 * the schedule by its whole cost, restarts from the best one, then kicks.
 */
export function searchSchedule(league: League, start: Int32Array, random: Random, budget: Budget, movable: Uint8Array, anchors?: Anchors): Int32Array {
  const items = [...movable.keys()].filter((g) => movable[g] === 1);
  const cost = (state: ScheduleState) => ({ major: state.major, minor: state.minor });
  // Families' games get half the kicks: they are what the soft cost is mostly made of.
  const familyGames = items.filter((g) => hasFamily(league, g));
  // The first round descends over every game; after a kick, over the games near it.
  let near: number[] | null = null;
  return searchIterated<ScheduleState>(start, budget, {
    restore: (placement) => new ScheduleState(league, placement, anchors),
    assignOf: (state) => state.encode(),
    neighbourhoods: [
      (state, left) => descend(near ? gamesNear(state, near, movable) : [...items], new GameMoves(new GamePricer(state), movable), random, left, swapWindow),
      (state, left) => repairUnplaced(state, items, random, left),
    ],
    kick: (state) => {
      near = kickGames(state, familyGames.length > 0 && random.next() < 0.5 ? familyGames : items, random);
    },
    answerCost: cost,
    searchCost: cost,
    // A restore rebuilds every aggregate: about one evaluation per game.
    charge: (spent) => spent + league.games.length,
  });
}
