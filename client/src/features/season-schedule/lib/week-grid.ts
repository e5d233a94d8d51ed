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
  /** "09:00" */
  end: string;
  /** Where the free court time this start is cut from ends: a longer game does not fit. */
  freeUntil: string;
}

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

/**
 * The free gym time of one week as drop targets: each slot less the games on its court, cut
 * into hour-long starts from the half hour, so a game can be dropped at 10:00, 11:00... of a
 * long opening. The order
 * (day, venue, court, start) is the order the arrow keys walk.
 */
export function openingsOf(slots: GymSlotDto[], games: ScheduleGameDto[], monday: string): Opening[] {
  const sunday = addDays(monday, 6);
  const openings: Opening[] = [];
  for (const slot of slots.filter((s) => s.date >= monday && s.date <= sunday)) {
    const busy = games.filter((g) => g.venue_id === slot.venue_id && g.court === slot.court && g.start.slice(0, 10) === slot.date).map((g) => [minutes(g.start.slice(11)), minutes(g.end.slice(11))] as const);
    let pieces: [number, number][] = [[minutes(slot.start), minutes(slot.end)]];
    for (const [s, e] of busy) pieces = pieces.flatMap(([a, b]): [number, number][] => (e <= a || s >= b ? [[a, b]] : ([[a, s], [e, b]] as [number, number][]).filter(([x, y]) => y > x)));
    for (const [a, b] of pieces) {
      // From the next half hour (a game ending at 9:50 leaves 10:00, not 9:50), then every hour.
      for (let start = Math.ceil(a / 30) * 30; start < b; start += 60) {
        const end = Math.min(b, start + 60);
        openings.push({ id: `open-${slot.venue_id}-${slot.court}-${slot.date}-${clock(start)}`, laneId: laneId(slot.venue_id, slot.court), venue_id: slot.venue_id, court: slot.court, date: slot.date, start: clock(start), end: clock(end), freeUntil: clock(b) });
      }
    }
  }
  return openings.sort((x, y) => x.date.localeCompare(y.date) || x.venue_id - y.venue_id || x.court.localeCompare(y.court, undefined, { numeric: true }) || x.start.localeCompare(y.start));
}

/** Whether the game, as long as it is, fits the free court time from the opening's start. */
export const fitsIn = (opening: Opening, game: ScheduleGameDto) => minutes(opening.start) + minutes(game.end.slice(11)) - minutes(game.start.slice(11)) <= minutes(opening.freeUntil);

/** The day's time range the lanes draw (earliest gym time or game to the latest), in minutes. */
export function dayRange(slots: GymSlotDto[], games: ScheduleGameDto[], day: string): [number, number] {
  const times = [...slots.filter((s) => s.date === day).flatMap((s) => [minutes(s.start), minutes(s.end)]), ...games.filter((g) => g.start.startsWith(day)).flatMap((g) => [minutes(g.start.slice(11)), minutes(g.end.slice(11))])];
  return times.length === 0 ? [540, 780] : [Math.min(...times), Math.max(...times)];
}

/** Where a time sits on a lane of `range`, as a percentage of its width. */
export const positionOf = (time: string, [from, to]: [number, number]) => ((minutes(time) - from) / Math.max(1, to - from)) * 100;
