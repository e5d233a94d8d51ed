import type { ScheduleState } from '../score/schedule-state.js';

/** Adds start s to `out` once, when it lies in [lo, hi] (a function, not a closure per call: the search calls this millions of times). */
function addStart(out: number[], s: number, lo: number, hi: number): void {
  if (s >= lo && s <= hi && !out.includes(s)) out.push(s);
}

/**
 * Where game g might start in block b, written into `out`: the block's first and last start
 * in the division's hours, right after and right before each game on that court, and back to
 * back with, or at the same time as (on another court), the day's games of the teams linked to
 * g's (a sibling's, a coach's other team) at that venue; at another venue, as soon as the drive
 * from it allows, before or after. Packing games against each other keeps gym time whole and families together;
 * every start is still checked by the hard rules. `packed`: only the block's first start and
 * right after each game (the greedy start, which must not cut gym time into unusable gaps).
 */
export function candidateStarts(state: ScheduleState, g: number, b: number, out: number[], packed = false): number[] {
  const { league } = state;
  const game = league.games[g]!;
  const division = league.divisions[game.division]!;
  const block = league.blocks[b]!;
  const lo = Math.max(block.start, division.earliest);
  const hi = Math.min(block.end - division.gameMinutes, division.latest);
  out.length = 0;
  if (lo > hi) return out;
  addStart(out, lo, lo, hi);
  if (!packed) addStart(out, hi, lo, hi);
  for (const h of state.blockGames[b]!) {
    if (h === g) continue;
    addStart(out, state.start[h]! + league.divisions[league.games[h]!.division]!.slotMinutes, lo, hi);
    if (!packed) addStart(out, state.start[h]! - division.slotMinutes, lo, hi);
  }
  if (packed) return out;
  const days = league.days.length;
  for (const team of [game.home, game.away]) {
    for (const links of [league.familyLinks[team]!, league.coachLinks[team]!]) {
      for (const other of links) {
        const h = state.teamDay[other * days + block.day]!;
        if (h < 0 || h === g) continue;
        const there = league.blocks[state.block[h]!]!.venue;
        const drive = there === block.venue ? 0 : league.travel[there * league.venueIds.length + block.venue]!;
        addStart(out, state.start[h]! + league.divisions[league.games[h]!.division]!.gameMinutes + drive, lo, hi);
        addStart(out, state.start[h]! - division.gameMinutes - drive, lo, hi);
        if (drive === 0) addStart(out, state.start[h]!, lo, hi);
      }
    }
  }
  return out;
}

/**
 * The starts in block b next to a sibling's game that day (the starts candidateStarts adds for
 * family links: at b's venue also right after the game's changeover on its own court; at
 * another venue a drive away), written into `out`: the search tries these as pushes
 * (push-move.ts), since on a busy court they are usually taken.
 */
export function familyStarts(state: ScheduleState, g: number, b: number, out: number[]): number[] {
  const { league } = state;
  const game = league.games[g]!;
  const block = league.blocks[b]!;
  const days = league.days.length;
  out.length = 0;
  for (const team of [game.home, game.away]) {
    for (const other of league.familyLinks[team]!) {
      const h = state.teamDay[other * days + block.day]!;
      if (h < 0 || h === g) continue;
      const there = league.blocks[state.block[h]!]!.venue;
      const division = league.divisions[league.games[h]!.division]!;
      if (there !== block.venue) {
        const drive = league.travel[there * league.venueIds.length + block.venue]!;
        out.push(state.start[h]! + division.gameMinutes + drive, state.start[h]! - league.divisions[game.division]!.gameMinutes - drive);
        continue;
      }
      out.push(state.start[h]! + division.gameMinutes, state.start[h]! + division.slotMinutes, state.start[h]! - league.divisions[game.division]!.gameMinutes, state.start[h]!);
    }
  }
  return out;
}

/** The days game g may be tried on: its own week's and its round's target week's (or every week when it has no place). */
export function candidateDays(state: ScheduleState, g: number, out: number[]): number[] {
  const { league } = state;
  const game = league.games[g]!;
  const weekOpen = league.divisions[game.division]!.weekOpen;
  const day = state.dayOf(g);
  const current = day < 0 ? -1 : league.dayWeek[day]!;
  out.length = 0;
  for (let d = 0; d < league.days.length; d++) {
    const week = league.dayWeek[d]!;
    if (weekOpen[week] !== 1) continue;
    if (current < 0 || week === current || week === game.targetWeek) out.push(d);
  }
  return out;
}
