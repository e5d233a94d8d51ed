import type { ICalCalendarData, ICalEventData } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/**
 * A game's wall-clock time: in the league's time zone when it has one, so it is a true instant
 * (decision 0185); without one read as UTC, which the feeds show floating (decision 0156).
 * The zone is applied after the clock is built, so a game on a daylight-saving day keeps its time.
 */
export const wallTime = (date: string, minutes: number, zone?: string | null) => {
  const clock = DateTime.fromISO(`${date}T00:00`, { zone: 'utc' }).plus({ minutes });
  return zone ? clock.setZone(zone, { keepLocalTime: true }) : clock;
};

/** The VTIMEZONE of a zone, so calendars that do not know IANA names still read TZID right. */
const vtimezone = (zone: string): string | null => {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
};

/** The calendar's time zone option: the league's zone with its VTIMEZONE, or none (floating). */
export const calendarZone = (zone: string | null): Pick<ICalCalendarData, 'timezone'> => (zone ? { timezone: { name: zone, generator: vtimezone } } : {});

/** How an event's times are written: DTSTART;TZID=<zone> when the league has one, floating without. */
export const eventZone = (zone: string | null): Pick<ICalEventData, 'floating' | 'timezone'> => (zone ? { timezone: zone } : { floating: true });
