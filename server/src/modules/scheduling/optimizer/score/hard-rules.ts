import { travelMinutes } from '../model/league.js';
import type { ScheduleState } from './schedule-state.js';

/** Why a game cannot go somewhere, the first hard rule in this order; `none` when it can. */
export const Blocked = {
  none: 0,
  /** Outside the block, the division's hours or its weeks. */
  hours: 1,
  blackout: 2,
  /** A team already plays that day. */
  teamDay: 3,
  /** A team already has its games of that week. */
  teamWeek: 4,
  court: 5,
  coach: 6,
  family: 7,
} as const;
export type Blocked = (typeof Blocked)[keyof typeof Blocked];

/**
 * The hard rules for game g (not placed) at block b from minute s, against the state: the
 * division's weeks and hours, the team's blackout dates and the parts of days it asked off
 * (the game itself, not its changeover, may not overlap one), one game a team a day and K a week,
 * the court free for the game and its changeover, no coach of two teams at two games that
 * overlap (with the drive between venues), and under hard families no child's games at two
 * venues closer than the drive.
 */
export function blockedBy(state: ScheduleState, g: number, b: number, s: number): Blocked {
  const { league } = state;
  const game = league.games[g]!;
  const division = league.divisions[game.division]!;
  const block = league.blocks[b]!;
  const end = s + division.gameMinutes;
  if (outsideHours(state, g, b, s)) return Blocked.hours;
  const day = block.day;
  const week = league.dayWeek[day]!;
  if (division.weekOpen[week] !== 1) return Blocked.hours;
  const days = league.days.length;
  const weeks = league.weeks.length;
  if (league.blackout[game.home * days + day] || league.blackout[game.away * days + day]) return Blocked.blackout;
  if (league.blackoutHours.size > 0 && (overlapsHours(league.blackoutHours.get(game.home * days + day), s, end) || overlapsHours(league.blackoutHours.get(game.away * days + day), s, end))) return Blocked.blackout;
  if (state.teamDay[game.home * days + day]! >= 0 || state.teamDay[game.away * days + day]! >= 0) return Blocked.teamDay;
  if (state.teamWeek[game.home * weeks + week]! >= division.perWeek || state.teamWeek[game.away * weeks + week]! >= division.perWeek) return Blocked.teamWeek;
  if (courtTaken(state, g, b, s)) return Blocked.court;
  if (clashes(state, game.home, day, block.venue, s, end, league.coachLinks, true) || clashes(state, game.away, day, block.venue, s, end, league.coachLinks, true)) return Blocked.coach;
  if (league.familyHard && (clashes(state, game.home, day, block.venue, s, end, league.familyLinks, false) || clashes(state, game.away, day, block.venue, s, end, league.familyLinks, false))) return Blocked.family;
  return Blocked.none;
}

/**
 * Whether a linked team's game that day is too close to [s, end) at `venue`: at the same venue
 * a coach's games must not overlap (a family's may: both courts are in sight); at different
 * venues neither may come closer than the drive.
 */
function clashes(state: ScheduleState, team: number, day: number, venue: number, s: number, end: number, links: number[][], sameVenueCounts: boolean): boolean {
  const { league } = state;
  const days = league.days.length;
  for (const other of links[team]!) {
    const h = state.teamDay[other * days + day]!;
    if (h < 0) continue;
    const hs = state.start[h]!;
    const he = hs + league.divisions[league.games[h]!.division]!.gameMinutes;
    const hv = league.blocks[state.block[h]!]!.venue;
    if (hv === venue) {
      if (sameVenueCounts && s < he && hs < end) return true;
      continue;
    }
    const drive = travelMinutes(league, venue, hv);
    if (s < he + drive && hs < end + drive) return true;
  }
  return false;
}

/**
 * Two of blockedBy's rules, read without taking game g off: whether g from minute s of block b
 * would leave the block or its division's hours, or meet a game on that court other than g and
 * `besides` (a swap's partner). True means canPlace would refuse it once g (and `besides`) were
 * off; false promises nothing. The annealing asks this first, as most random starts on a full
 * court are taken, and taking a game off and back costs the state a recount.
 */
export function plainlyBlocked(state: ScheduleState, g: number, b: number, s: number, besides = -1): boolean {
  return outsideHours(state, g, b, s) || courtTaken(state, g, b, s, besides);
}

/** Game g from minute s would leave block b or its division's hours. */
function outsideHours(state: ScheduleState, g: number, b: number, s: number): boolean {
  const division = state.league.divisions[state.league.games[g]!.division]!;
  const block = state.league.blocks[b]!;
  return s < block.start || s + division.gameMinutes > block.end || s < division.earliest || s > division.latest;
}

/** Another game on block b (not g, not `besides`) holds some of the court time g needs from s, changeover included. */
function courtTaken(state: ScheduleState, g: number, b: number, s: number, besides = -1): boolean {
  const { league } = state;
  const slotEnd = s + league.divisions[league.games[g]!.division]!.slotMinutes;
  for (const h of state.blockGames[b]!) {
    if (h === g || h === besides) continue;
    const hs = state.start[h]!;
    if (s < hs + league.divisions[league.games[h]!.division]!.slotMinutes && hs < slotEnd) return true;
  }
  return false;
}

export function canPlace(state: ScheduleState, g: number, b: number, s: number): boolean {
  return blockedBy(state, g, b, s) === Blocked.none;
}

/** Whether a game from s to end overlaps one of a team's blacked-out parts of that day. */
function overlapsHours(ranges: [number, number][] | undefined, s: number, end: number): boolean {
  return ranges !== undefined && ranges.some(([from, until]) => s < until && from < end);
}
