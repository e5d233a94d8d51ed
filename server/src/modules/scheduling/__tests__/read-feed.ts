import ICAL from 'ical.js';

export interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  /** Floating local time, as the phone shows it: "2026-10-03T09:00:00". */
  start: string;
  end: string;
  /** The TZID of its start ("America/Chicago"), or "floating" when it has none. */
  zone: string;
  /** The instant it starts, as the calendar's own VTIMEZONE places it; null for a floating time. */
  instant: string | null;
}

/** Parses an iCalendar text with ical.js (a full RFC 5545 parser, not our own). */
export function readFeed(ics: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = new Map(calendar.getAllSubcomponents('vtimezone').map((c) => [String(c.getFirstPropertyValue('tzid')), new ICAL.Timezone(c)]));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    const zone = typeof tzid === 'string' ? tzid : 'floating';
    const placed = zones.get(zone);
    const wall = event.startDate;
    const instant = placed ? new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - placed.utcOffset(wall) * 1000).toISOString() : null;
    return { uid: event.uid, summary: event.summary, location: event.location, start: event.startDate.toString(), end: event.endDate.toString(), zone, instant };
  });
}

/** The TZIDs of the calendar's VTIMEZONE blocks: the zones a phone can place its events in. */
export function feedTimeZones(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vtimezone').map((vtimezone) => String(vtimezone.getFirstPropertyValue('tzid')));
}

/** The calendar link of an email as the SMTP server received it (quoted-printable soft breaks undone). */
export function calendarLinkIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+?\/api\/public\/calendars\/[0-9a-f]{64}\.ics/.exec(text);
  if (!match) throw new Error('The email has no calendar link.');
  return new URL(match[0]).pathname;
}

/** The API path of the games page an email links to (`/schedule/{token}` on the site). */
export function schedulePageIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /See your games[^\n]*?https?:\/\/\S+?\/schedule\/([0-9a-f]{64})/.exec(text);
  if (!match) throw new Error('The email has no link to the games page.');
  return `/api/public/schedules/${match[1]}/`;
}
