import type { Budget } from '../../../../lib/local-search/budget.js';
import { hasFamily } from '../model/league.js';
import { canPlace } from '../score/hard-rules.js';
import type { ScheduleState } from '../score/schedule-state.js';

/** One court's day as the phase sees it: its games in order, packed from `first` with `gaps` after each. */
interface CourtDay {
  block: number;
  order: number[];
  first: number;
  gaps: number[];
}

/** How long game g holds its court: game and changeover. */
const slotOf = (state: ScheduleState, g: number) => state.league.divisions[state.league.games[g]!.division]!.slotMinutes;

/**
 * The court-day re-sequencing phase (decision 0199): one venue's courts on one day keep their
 * games and gym time, and a game is taken out of its place in a court's order and put at
 * another place, on the same court or another of the venue's that day; each court's games are
 * packed again from its first game's start, the gaps between places kept. A new order is kept
 * only when every hard rule allows it and the whole cost is lower. The search's single moves
 * cannot do this when the games are of different lengths: no one game fits where another was.
 * Only venue days with a family's game are tried, and only courts whose games may all move (a
 * fixed game's court keeps its order); an order tried costs one evaluation per game it moves.
 */
export function resequenceDays(state: ScheduleState, budget: Budget, movable: Uint8Array, passes = 2): void {
  const { league } = state;
  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (let day = 0; day < league.days.length && budget.left > 0; day++) {
      const blocks = league.blocksOfDay[day]!.filter((b) => state.blockGames[b]!.every((g) => movable[g] === 1));
      if (blocks.length > 0 && improveDay(state, blocks, budget)) improved = true;
    }
    if (!improved) break;
  }
}

/** The venues of the games of g's teams' families that day, g's own first. */
function familyVenues(state: ScheduleState, g: number): number[] {
  const { league } = state;
  const day = state.dayOf(g);
  const venues = [league.blocks[state.block[g]!]!.venue];
  for (const t of [league.games[g]!.home, league.games[g]!.away]) {
    for (const other of league.familyLinks[t]!) {
      const h = state.teamDay[other * league.days.length + day]!;
      if (h < 0) continue;
      const venue = league.blocks[state.block[h]!]!.venue;
      if (!venues.includes(venue)) venues.push(venue);
    }
  }
  return venues;
}

/**
 * First-improvement descent over one day's courts: each family's game taken to each place on a
 * court at its own venue or a sibling's (the games there moving up or down), or trading places
 * with the game there; true when it kept a change.
 */
function improveDay(state: ScheduleState, blocks: number[], budget: Budget): boolean {
  const { league } = state;
  const courts = blocks.map((b) => courtDayOf(state, b));
  let kept = false;
  let improved = true;
  while (improved && budget.left > 0) {
    improved = false;
    for (let a = 0; a < courts.length && !improved; a++) {
      for (let i = 0; i < courts[a]!.order.length && !improved; i++) {
        const g = courts[a]!.order[i]!;
        const venues = familyVenues(state, g);
        if (venues.length === 1 && !hasFamily(league, g)) continue;
        for (let c = 0; c < courts.length && !improved && budget.left > 0; c++) {
          if (!venues.includes(league.blocks[courts[c]!.block]!.venue)) continue;
          const slots = courts[c]!.order.length + (c === a ? 0 : 1);
          for (let j = 0; j < slots && !improved && budget.left > 0; j++) {
            const tries = [];
            if (!(c === a && (j === i || j === i - 1))) tries.push(reinsert(courts, a, i, c, j));
            if (c !== a && j < courts[c]!.order.length) tries.push(exchange(courts, a, i, c, j));
            for (const next of tries) {
              if (improved || !tryCourtDays(state, next, budget)) continue;
              next.forEach((court, k) => (courts[k] = court));
              improved = kept = true;
            }
          }
        }
      }
    }
  }
  return kept;
}


const copyCourts = (courts: CourtDay[]) => courts.map((court) => ({ ...court, order: [...court.order], gaps: [...court.gaps] }));

/** The courts with court a's i-th game and court c's j-th trading places, both courts packed again. */
function exchange(courts: CourtDay[], a: number, i: number, c: number, j: number): CourtDay[] {
  const next = copyCourts(courts);
  const g = next[a]!.order[i]!;
  next[a]!.order[i] = next[c]!.order[j]!;
  next[c]!.order[j] = g;
  return next;
}

function courtDayOf(state: ScheduleState, b: number): CourtDay {
  const order = [...state.blockGames[b]!].sort((x, y) => state.start[x]! - state.start[y]!);
  const first = order.length > 0 ? state.start[order[0]!]! : state.league.blocks[b]!.start;
  const gaps = order.slice(1).map((g, i) => state.start[g]! - state.start[order[i]!]! - slotOf(state, order[i]!));
  return { block: b, order, first, gaps };
}

/** The courts with court a's i-th game moved to place j of court c (its gap after it goes with it; 0 on another court). */
function reinsert(courts: CourtDay[], a: number, i: number, c: number, j: number): CourtDay[] {
  const next = copyCourts(courts);
  const from = next[a]!;
  const [g] = from.order.splice(i, 1);
  const [gap] = from.gaps.splice(Math.min(i, from.gaps.length - 1), 1);
  const to = next[c]!;
  if (to.order.length === 0) to.first = Math.max(to.first, from.first);
  to.order.splice(j, 0, g!);
  if (to.order.length > 1) to.gaps.splice(Math.min(j, to.gaps.length), 0, c === a ? (gap ?? 0) : 0);
  return next;
}

/** Puts each court's games in its order; keeps the change when the rules allow and the cost falls, else restores. */
function tryCourtDays(state: ScheduleState, courts: CourtDay[], budget: Budget): boolean {
  const major = state.major;
  const minor = state.minor;
  const moves: [number, number, number][] = [];
  for (const { block, order, first, gaps } of courts) {
    let cursor = first;
    order.forEach((g, k) => {
      if (state.block[g] !== block || state.start[g] !== cursor) moves.push([g, block, cursor]);
      cursor += slotOf(state, g) + (gaps[k] ?? 0);
    });
  }
  const old = moves.map(([g]) => [state.block[g]!, state.start[g]!] as const);
  budget.left -= moves.length;
  for (const [g] of moves) state.remove(g);
  let placed = 0;
  for (const [g, b, s] of moves) {
    if (!canPlace(state, g, b, s)) break;
    state.place(g, b, s);
    placed++;
  }
  if (placed === moves.length && state.major <= major && state.minor < minor - 1e-9) return true;
  for (const [g] of moves) if (state.block[g]! >= 0) state.remove(g);
  moves.forEach(([g], k) => state.place(g, old[k]![0], old[k]![1]));
  return false;
}
