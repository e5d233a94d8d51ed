import { dateOf } from '../model/calendar.js';
import type { ScheduleReport, ScheduledGame, UnplacedGame } from '../model/types.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { checkSchedule } from './check-schedule.js';
import { explainCapacity } from './explain-capacity.js';
import { explainUnplaced } from './explain-unplaced.js';
import { measureSchedule } from './measure-schedule.js';

/** Game g as the output reads it (ids, dates and minutes). */
export function toScheduledGame(state: ScheduleState, g: number, id?: number): ScheduledGame {
  const { league } = state;
  const game = league.games[g]!;
  const block = league.blocks[state.block[g]!]!;
  const division = league.divisions[game.division]!;
  const start = state.start[g]!;
  return {
    ...(id === undefined ? {} : { id }),
    divisionId: division.id,
    homeTeamId: league.teams[state.homeOf(g)]!.id,
    awayTeamId: league.teams[state.awayOf(g)]!.id,
    venueId: league.venueIds[block.venue]!,
    court: block.court,
    date: dateOf(league.days[block.day]!),
    start,
    end: start + division.gameMinutes,
  };
}

/** The games placed (not the fixed ones: they are the input's), in date, time and venue order, and the report on them. */
export function describeSchedule(state: ScheduleState, evaluations: number, ids?: readonly (number | undefined)[]): { games: ScheduledGame[]; report: ScheduleReport } {
  const { league } = state;
  const placed: number[] = [];
  const unplaced: UnplacedGame[] = [];
  league.games.forEach((game, g) => {
    if (league.fixed[g] === 1) return;
    if (state.block[g]! >= 0) placed.push(g);
    else {
      const id = ids?.[g];
      unplaced.push({
        ...(id === undefined ? {} : { id }),
        divisionId: league.divisions[game.division]!.id,
        homeTeamId: league.teams[state.homeOf(g)]!.id,
        awayTeamId: league.teams[state.awayOf(g)]!.id,
        reason: explainUnplaced(state, g),
      });
    }
  });
  const games = placed.map((g) => toScheduledGame(state, g, ids?.[g])).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.start - b.start || a.venueId - b.venueId || (a.court < b.court ? -1 : a.court > b.court ? 1 : 0)));
  const rules = checkSchedule(league.input, games);
  const measure = measureSchedule(league, games);
  return {
    games,
    report: {
      hardBroken: { count: rules.length, rules },
      ...measure,
      unplaced,
      infeasible: unplaced.length > 0 ? explainCapacity(league) : [],
      evaluations,
    },
  };
}
