import type { Budget } from '../../../../lib/local-search/budget.js';
import type { Random } from '../../../../lib/local-search/random.js';
import { hasFamily } from '../model/league.js';
import { candidateDays, candidateStarts, familyStarts } from '../moves/candidate-starts.js';
import { newMove, newUndo, tryMove, undoMove, type GameMove } from '../moves/game-move.js';
import { plainlyBlocked } from '../score/hard-rules.js';
import type { ScheduleState } from '../score/schedule-state.js';

const days: number[] = [];
const starts: number[] = [];
const pushes: number[] = [];

/** How the annealing runs (solve/budgets.ts holds the values the build uses). */
export interface AnnealPlan {
  /** Points of worsening taken with probability 1/e at the first step, and at the last. */
  hot: number;
  cold: number;
  /** Share of steps that change a game of a family (the rest any game). */
  familyShare: number;
}

/** A random change for game g into `move`: its home and away, a swap with a game of its week, or a move (a push next to a sibling's game). */
function drawMove(state: ScheduleState, g: number, byWeek: readonly number[][], random: Random, move: GameMove): boolean {
  const { league } = state;
  move.g = g;
  const roll = random.next();
  if (roll < 0.05) {
    move.kind = 'flip';
    return true;
  }
  if (roll < 0.35) {
    const week = byWeek[state.league.dayWeek[state.dayOf(g)]!]!;
    const h = week[random.int(week.length)]!;
    if (h === g || state.block[h]! < 0 || league.dayWeek[state.dayOf(h)] !== league.dayWeek[state.dayOf(g)]) return false;
    move.kind = 'swap';
    move.h = h;
    return true;
  }
  candidateDays(state, g, days);
  if (days.length === 0) return false;
  const blocks = league.blocksOfDay[days[random.int(days.length)]!]!;
  if (blocks.length === 0) return false;
  const b = blocks[random.int(blocks.length)]!;
  candidateStarts(state, g, b, starts);
  if (starts.length === 0) return false;
  const start = starts[random.int(starts.length)]!;
  if (b === state.block[g] && start === state.start[g]) return false;
  familyStarts(state, g, b, pushes);
  move.kind = pushes.includes(start) ? 'push' : 'move';
  move.block = b;
  move.start = start;
  return true;
}

/** A move or swap the hard rules would plainly refuse (court taken, outside the hours), seen without making it. */
function refusedAtSight(state: ScheduleState, move: GameMove): boolean {
  const { g, h } = move;
  if (move.kind === 'move') return plainlyBlocked(state, g, move.block, move.start);
  if (move.kind !== 'swap') return false;
  return plainlyBlocked(state, g, state.block[h]!, state.start[h]!, h) || plainlyBlocked(state, h, state.block[g]!, state.start[g]!, g);
}

/**
 * Simulated annealing over the schedule (decision 0205): each step draws a random change for a
 * random movable game (most often a family's) from the moves the descent uses, makes it if the
 * hard rules allow, and keeps it when no game comes off and the cost rises by less than the
 * temperature's random allowance; else takes it back. The temperature falls geometrically from
 * `hot` to `cold` over the budget, one evaluation a step. Unlike the descent it walks through
 * worse schedules, which is how a family's games reach each other across a full court. Returns
 * the best placement seen (games placed first, then cost).
 */
export function annealSchedule(state: ScheduleState, budget: Budget, movable: Uint8Array, random: Random, plan: AnnealPlan): Int32Array {
  const items = [...movable.keys()].filter((g) => movable[g] === 1 && state.block[g]! >= 0);
  const familyGames = items.filter((g) => hasFamily(state.league, g));
  // Swap partners come from the week a game was in when the annealing began (checked again at each draw).
  const byWeek = state.league.weeks.map(() => [] as number[]);
  for (const g of items) byWeek[state.league.dayWeek[state.dayOf(g)]!]!.push(g);
  const move = newMove();
  const undo = newUndo();
  const ratio = Math.pow(plan.cold / plan.hot, 1 / Math.max(1, budget.left));
  let temperature = plan.hot;
  let best = state.encode();
  let savedMajor = state.major;
  let savedMinor = state.minor;
  const ahead = () => state.major < savedMajor || (state.major === savedMajor && state.minor < savedMinor - 1e-9);
  while (budget.left > 0 && items.length > 0) {
    budget.left--;
    temperature *= ratio;
    const pool = familyGames.length > 0 && random.next() < plan.familyShare ? familyGames : items;
    const g = pool[random.int(pool.length)]!;
    if (state.block[g]! < 0 || !drawMove(state, g, byWeek, random, move)) continue;
    if (refusedAtSight(state, move)) continue;
    const major = state.major;
    const minor = state.minor;
    if (!tryMove(state, move, undo)) continue;
    const worse = state.minor - minor;
    if (state.major > major || (worse > 0 && random.next() >= Math.exp(-worse / temperature))) {
      undoMove(state, move, undo);
      state.minor = minor;
      continue;
    }
    // Saving a placement is a pass over the games: while it is hot, at most every 64 steps.
    if ((temperature < 4 * plan.cold || (budget.left & 63) === 0) && ahead()) {
      best = state.encode();
      savedMajor = state.major;
      savedMinor = state.minor;
    }
  }
  if (ahead()) best = state.encode();
  return best;
}
