import { createRandom } from '../../../../lib/local-search/random.js';
import { dayNumber, describeDay } from '../model/calendar.js';
import type { League } from '../model/league.js';
import { prepareLeague } from '../model/prepare-league.js';
import type { Closure, GameChange, RescheduleResult, ScheduledGame, ScheduleInput } from '../model/types.js';
import { daysByDistance, placeBest } from '../phases/place-best.js';
import { repairUnplaced } from '../phases/repair.js';
import { describeSchedule, toScheduledGame } from '../report/describe-schedule.js';
import type { Anchors } from '../score/anchors.js';
import { ScheduleState } from '../score/schedule-state.js';
import { descend } from '../../../../lib/local-search/descent.js';
import { GameMoves } from '../moves/game-moves.js';
import { GamePricer } from '../score/game-pricer.js';
import { rescheduleBudget, swapWindow } from './budgets.js';
import { emptyPlacement } from '../model/first-placement.js';
import { describeChanges } from '../report/describe-changes.js';

/** Where each published game sits in today's gym time; a game whose gym time closed is displaced. */
function anchorGames(league: League, published: readonly ScheduledGame[]): Anchors {
  const n = published.length;
  const anchors: Anchors = { block: new Int32Array(n).fill(-1), start: new Int32Array(n), day: new Float64Array(n), displaced: new Uint8Array(n) };
  published.forEach((game, g) => {
    const venue = league.venueIds.indexOf(game.venueId);
    const day = league.days.indexOf(dayNumber(game.date));
    const b = league.blocks.findIndex((block) => block.venue === venue && block.day === day && block.court === game.court && block.start <= game.start && game.end <= block.end);
    anchors.day[g] = dayNumber(game.date);
    anchors.start[g] = game.start;
    anchors.block[g] = b;
    anchors.displaced[g] = b < 0 ? 1 : 0;
  });
  return anchors;
}

/**
 * A published schedule after gym time closed (a day, a venue, a venue on a day): the games the
 * closure touches move into free gym time, nearest their old date first; another game moves
 * only when a closed game finds no free place otherwise, one for each, and its change says for
 * which game (decision 0133). Every other game keeps its court and time.
 */
export function rescheduleGames(input: ScheduleInput, published: readonly ScheduledGame[], closures: readonly Closure[]): RescheduleResult {
  const closed: ScheduleInput = { ...input, closures: [...(input.closures ?? []), ...closures] };
  const league = prepareLeague(closed, published);
  const anchors = anchorGames(league, published);
  const placement = emptyPlacement(published.length);
  published.forEach((_, g) => {
    placement[3 * g] = anchors.block[g]!;
    placement[3 * g + 1] = anchors.start[g]!;
  });
  const state = new ScheduleState(league, placement, anchors);
  const displaced = [...anchors.displaced.keys()].filter((g) => anchors.displaced[g] === 1).sort((a, b) => anchors.day[a]! - anchors.day[b]! || anchors.start[a]! - anchors.start[b]!);
  const total = input.options?.budget ?? rescheduleBudget(displaced.length);
  const budget = { left: total };
  const random = createRandom(input.options?.seed ?? 1);
  const why = new Map<number, string>();
  for (const g of displaced) daysByDistance(state, g).some((days) => placeBest(state, g, days, budget));
  repairUnplaced(state, displaced, random, budget, (shifted, placed) => why.set(shifted, `moved to make room for ${describeGame(state, placed, published)}`));
  const movable = new Uint8Array(published.length);
  for (const g of displaced) movable[g] = 1;
  if (budget.left > 0) descend([...displaced], new GameMoves(new GamePricer(state), movable), random, budget, swapWindow);
  const ids = published.map((game, g) => game.id ?? g + 1);
  const result = describeSchedule(state, total - budget.left, ids);
  const changes: GameChange[] = [];
  published.forEach((from, g) => {
    const moved = state.block[g] !== anchors.block[g] || state.start[g] !== anchors.start[g];
    if (!moved || state.block[g]! < 0) return;
    const game = toScheduledGame(state, g, ids[g]);
    if (anchors.displaced[g] === 1) changes.push({ game, from, kind: 'closed', why: `Its gym time on ${describeDay(dayNumber(from.date))} closed.` });
    else changes.push({ game, from, kind: 'shifted', why: why.get(g) ?? 'moved by the search' });
  });
  return { ...result, changes, unchanged: published.length - changes.length - result.report.unplaced.length, summary: describeChanges(changes, result.report.unplaced.length) };
}

function describeGame(state: ScheduleState, g: number, published: readonly ScheduledGame[]): string {
  const { league } = state;
  const game = published[g]!;
  const name = (t: number) => league.teams[t]!.name;
  return `${name(state.homeOf(g))} v ${name(state.awayOf(g))} (${league.divisions[league.games[g]!.division]!.name}, was ${describeDay(dayNumber(game.date))})`;
}
