import { describeDay, describeTime, mondayOf, readDate } from './calendar.js';
import type { Block } from './league.js';
import { ScheduleInputError, type Closure, type ScheduleInput } from './types.js';

interface OpenSlot {
  venue: number;
  court: string;
  day: number;
  start: number;
  end: number;
}

export function isClosed(closures: readonly Closure[], venueId: number, date: string): boolean {
  return closures.some((c) => (c.date === undefined || c.date === date) && (c.venueId === undefined || c.venueId === venueId));
}

function readSlots(input: ScheduleInput, venueIndex: Map<number, number>): OpenSlot[] {
  const closures = input.closures ?? [];
  return input.slots.flatMap((slot) => {
    const venue = venueIndex.get(slot.venueId);
    if (venue === undefined) throw new ScheduleInputError(`Gym time names venue ${slot.venueId}, which is not one of the season's venues.`);
    const day = readDate(slot.date, 'Gym time');
    if (!Number.isInteger(slot.start) || !Number.isInteger(slot.end) || slot.start < 0 || slot.end > 24 * 60 || slot.start >= slot.end) {
      throw new ScheduleInputError(`Gym time on ${slot.date} must start before it ends, within the day (minutes 0-1440).`);
    }
    return isClosed(closures, slot.venueId, slot.date) ? [] : [{ venue, court: slot.court, day, start: slot.start, end: slot.end }];
  });
}

/**
 * Gym time as blocks: one court's open time on one day, touching slots merged (8-12 and 12-17
 * are one block), overlapping ones refused with a sentence naming both. Days are the dates that
 * have gym time after the closures; weeks their Mondays.
 */
export function prepareGymTime(input: ScheduleInput, venueIndex: Map<number, number>) {
  const slots = readSlots(input, venueIndex).sort((a, b) => a.day - b.day || a.venue - b.venue || (a.court < b.court ? -1 : a.court > b.court ? 1 : 0) || a.start - b.start);
  const merged: OpenSlot[] = [];
  for (const slot of slots) {
    const last = merged.at(-1);
    if (last && last.day === slot.day && last.venue === slot.venue && last.court === slot.court && slot.start <= last.end) {
      if (slot.start < last.end) {
        const name = input.venues[slot.venue]!.name;
        throw new ScheduleInputError(`Gym time overlaps itself: ${name} court ${slot.court} on ${describeDay(slot.day)}, ${describeTime(last.start)}-${describeTime(last.end)} and ${describeTime(slot.start)}-${describeTime(slot.end)}.`);
      }
      last.end = slot.end;
    } else merged.push({ ...slot });
  }
  const days = [...new Set(merged.map((s) => s.day))];
  const weeks = [...new Set(days.map(mondayOf))];
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  const weekIndex = new Map(weeks.map((monday, i) => [monday, i]));
  const dayWeek = Int32Array.from(days, (day) => weekIndex.get(mondayOf(day))!);
  const blocks: Block[] = merged.map((s) => ({ venue: s.venue, court: s.court, day: dayIndex.get(s.day)!, start: s.start, end: s.end }));
  const blocksOfDay = days.map(() => [] as number[]);
  blocks.forEach((block, b) => blocksOfDay[block.day]!.push(b));
  return { days, weeks, dayWeek, blocks, blocksOfDay };
}
