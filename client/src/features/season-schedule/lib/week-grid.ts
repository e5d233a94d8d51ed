import type { GymSlotDto, ScheduleGameDto, VenueDto } from '@league/contract';
import type { GamePlace } from '@/features/season-schedule/api/move-game';

/** One court of a venue: a row of the week grid. */
export interface Lane {
  id: string;
  venueId: number;
  venue: string;
  court: string;
}

/** Free gym time on one court on one day: where a dragged game may be dropped (it starts at `start`). */
export interface Opening extends GamePlace {
  id: string;
  venue_id: number;
  laneId: string;
  /** Where its drawn box ends: the next start offered on the court, at most half an hour on. "09:30" */
  end: string;
  /** Where the free court time this start is cut from ends: a longer game does not fit. */
  freeUntil: string;
  /** Whether a game starts at `freeUntil`, so the moved game's changeover must fit before it too. */
  gameAfter: boolean;
}

/** A division's changeover in minutes: how long a game holds its court after it ends. */
export type ChangeoverOf = (divisionId: number) => number;

const dayMs = 86_400_000;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const laneId = (venueId: number, court: string) => `lane-${venueId}-${court}`;

/** The Monday ("2026-09-28") of the week a day ("2026-10-03") falls in. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
}

export const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs).toISOString().slice(0, 10);

/** The Mondays of the weeks with gym time or games, in order. */
export function weeksOf(slots: GymSlotDto[], games: ScheduleGameDto[]): string[] {
  return [...new Set([...slots.map((s) => s.date), ...games.map((g) => g.start.slice(0, 10))].map(mondayOf))].sort();
}

/** Every venue's courts, in the gym time's order. */
export function lanesOf(venues: VenueDto[]): Lane[] {
  return venues.flatMap((v) => v.courts.map((court) => ({ id: laneId(v.id, court), venueId: v.id, venue: v.name, court })));
}

const lengthOf = (game: ScheduleGameDto) => minutes(game.end.slice(11)) - minutes(game.start.slice(11));

/** The starts offered in free court time [from, to): right at `from`, then every half hour on the clock. */
function startsIn(from: number, to: number): number[] {
  const starts = [from];
  for (let start = Math.floor(from / 30) * 30 + 30; start < to; start += 30) starts.push(start);
  return starts;
}

/**
 * The free gym time of one week as drop targets: each slot less the games on its court (each
 * holding the court for its changeover too, as the server judges), with a start right where the
 * court comes free (so games pack back to back) and then every half hour (9:30, 10:00...).
 * A start no game of the season is short enough for is not offered. The order (day, venue,
 * court, start) is the order the arrow keys walk.
 */
export function openingsOf(slots: GymSlotDto[], games: ScheduleGameDto[], monday: string, changeoverOf: ChangeoverOf = () => 0): Opening[] {
  const sunday = addDays(monday, 6);
  const shortest = games.length === 0 ? 0 : Math.min(...games.map(lengthOf));
  const openings: Opening[] = [];
  for (const slot of slots.filter((s) => s.date >= monday && s.date <= sunday)) {
    const busy = games.filter((g) => g.venue_id === slot.venue_id && g.court === slot.court && g.start.slice(0, 10) === slot.date).map((g) => [minutes(g.start.slice(11)), minutes(g.end.slice(11)) + changeoverOf(g.division_id)] as const);
    let pieces: [number, number][] = [[minutes(slot.start), minutes(slot.end)]];
    for (const [s, e] of busy) pieces = pieces.flatMap(([a, b]): [number, number][] => (e <= a || s >= b ? [[a, b]] : ([[a, s], [e, b]] as [number, number][]).filter(([x, y]) => y > x)));
    for (const [a, b] of pieces) {
      const gameAfter = busy.some(([s]) => s === b);
      const starts = startsIn(a, b).filter((start) => start + shortest <= b);
      starts.forEach((start, i) => {
        const end = Math.min(b, starts[i + 1] ?? start + 30);
        openings.push({ id: `open-${slot.venue_id}-${slot.court}-${slot.date}-${clock(start)}`, laneId: laneId(slot.venue_id, slot.court), venue_id: slot.venue_id, court: slot.court, date: slot.date, start: clock(start), end: clock(end), freeUntil: clock(b), gameAfter });
      });
    }
  }
  return openings.sort((x, y) => x.date.localeCompare(y.date) || x.venue_id - y.venue_id || x.court.localeCompare(y.court, undefined, { numeric: true }) || x.start.localeCompare(y.start));
}

/** Whether the game, as long as it is (and its changeover, when a game follows), fits the free court time from the opening's start. */
export const fitsIn = (opening: Opening, game: ScheduleGameDto, changeoverOf: ChangeoverOf = () => 0) =>
  minutes(opening.start) + lengthOf(game) + (opening.gameAfter ? changeoverOf(game.division_id) : 0) <= minutes(opening.freeUntil);

/** The changeover of each division of the saved schedule; a division without saved settings holds its court for the game alone. */
export const changeoverOfSettings = (settings: { division_id: number; changeover_minutes: number }[]): ChangeoverOf => (divisionId) => settings.find((s) => s.division_id === divisionId)?.changeover_minutes ?? 0;

/** The day's time range the lanes draw (earliest gym time or game to the latest), in minutes. */
export function dayRange(slots: GymSlotDto[], games: ScheduleGameDto[], day: string): [number, number] {
  const times = [...slots.filter((s) => s.date === day).flatMap((s) => [minutes(s.start), minutes(s.end)]), ...games.filter((g) => g.start.startsWith(day)).flatMap((g) => [minutes(g.start.slice(11)), minutes(g.end.slice(11))])];
  return times.length === 0 ? [540, 780] : [Math.min(...times), Math.max(...times)];
}

/** Where a time sits on a lane of `range`, as a percentage of its width. */
export const positionOf = (time: string, [from, to]: [number, number]) => ((minutes(time) - from) / Math.max(1, to - from)) * 100;
