import ical from 'ical-generator';
import type { Db } from '../../../lib/db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { describeTime } from '../optimizer/index.js';
import { gamesOfTeams, type PublishedGame } from './published-schedule.js';
import { readFeedAudience } from './feed-audience.js';
import { calendarZone, eventZone, wallTime } from './league-clock.js';
import { mapLink } from './schedule-messages.js';
import * as publications from './publish.repository.js';

/** Events are ids of this domain: a game keeps its UID through every publication, so an update replaces it. */
export const uidDomain = 'league-platform';

/**
 * The iCalendar (RFC 5545) text of a feed link: the games of its team, family or coach as the
 * latest publication has them. A link that was withdrawn, or never existed, is a 404.
 */
export async function calendarFeed(db: Db, token: string): Promise<{ name: string; ics: string }> {
  const feed = await publications.findLiveFeed(db, token);
  if (!feed) throw AppError.notFound('Calendar');
  const [last, audience] = await Promise.all([publications.findLastVersion(db, feed.seasonId), readFeedAudience(db, feed, feed.season.leagueId)]);
  const games = gamesOfTeams(last?.snapshot, audience.teams.map((t) => t.id));
  const name = `${feed.season.league.name} ${feed.season.name}`;
  const zone = feed.season.league.timeZone;
  const calendar = ical({ name, prodId: { company: uidDomain, product: 'schedule', language: 'EN' }, ttl: 3600, ...calendarZone(zone) });
  for (const game of games) addGame(calendar, game, zone, last?.version ?? 0, last?.createdAt ?? new Date(0));
  return { name, ics: calendar.toString() };
}

/** Without a league time zone the times are floating: the phone shows the league's own clock (decision 0156). */
function addGame(calendar: ReturnType<typeof ical>, game: PublishedGame, zone: string | null, version: number, stamp: Date): void {
  calendar.createEvent({
    id: `game-${game.id}@${uidDomain}`,
    sequence: version,
    stamp,
    ...eventZone(zone),
    start: wallTime(game.date, game.start, zone),
    end: wallTime(game.date, game.end, zone),
    summary: `${game.home} vs ${game.away} (${game.division})`,
    location: `${game.venue}, court ${game.court}${game.address ? `, ${game.address}` : ''}`,
    description: `${game.division}: ${game.home} (home) vs ${game.away} (away), ${describeTime(game.start)}-${describeTime(game.end)}.\nMap: ${mapLink(game)}`,
  });
}
