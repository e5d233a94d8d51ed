import ical from 'ical-generator';
import type { RefereeCalendarLinkDto } from '@league/contract';
import type { Config } from '../../config/env.js';
import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { generateTokenKey } from '../../lib/tokens.js';
import { calendarUrl, calendarZone, describeTime, eventZone, mapLink, uidDomain, wallTime } from '../scheduling/index.js';
import * as repo from './officiating.repository.js';
import { findAssignmentsWithGames, type AssignmentWithGame } from './assignments.repository.js';
import { toGameLine } from './referee-games.js';

const toLinkDto = (config: Config, feed: { token: string; createdAt: Date } | null): RefereeCalendarLinkDto => ({
  url: feed ? calendarUrl(config, feed.token, 'referee/') : null,
  created_at: feed?.createdAt.toISOString() ?? null,
});

/** GET /api/referees/me/calendar/: the referee's working calendar link, if they made one. */
export async function getMyCalendarLink(ctx: LeagueContext, config: Config): Promise<RefereeCalendarLinkDto> {
  return toLinkDto(config, await repo.findLiveRefereeFeed(ctx.db, ctx.user.id));
}

/**
 * POST /api/referees/me/calendar/: a new link, and the one they had (shared too widely, a lost
 * phone) stops working at once. Under the referee's row lock, so two at once leave one link.
 */
export async function makeMyCalendarLink(ctx: LeagueContext, config: Config, now: Date): Promise<RefereeCalendarLinkDto> {
  const feed = await runTransaction(ctx.db, async (tx) => {
    await repo.lockReferee(tx, ctx.user.id);
    await repo.revokeRefereeFeeds(tx, ctx.user.id, now);
    return repo.createRefereeFeed(tx, { leagueId: ctx.leagueId, refereeId: ctx.user.id, token: generateTokenKey() });
  });
  return toLinkDto(config, feed);
}

/** POST /api/referees/me/calendar/withdraw/: the link answers 404 from now on; withdrawing none is no error. */
export async function withdrawMyCalendarLink(ctx: LeagueContext, now: Date): Promise<void> {
  await repo.revokeRefereeFeeds(ctx.db, ctx.user.id, now);
}

/** A number that grows whenever the game or the assignment changes: minutes since 1970 fit iCalendar's SEQUENCE. */
const lastChange = (a: AssignmentWithGame) => new Date(Math.max(a.updatedAt.getTime(), a.game.updatedAt.getTime()));

function addAssignment(calendar: ReturnType<typeof ical>, a: AssignmentWithGame, zone: string | null): void {
  const game = toGameLine(a);
  const changed = lastChange(a);
  calendar.createEvent({
    // One event per game, kept when it moves (as the families' feeds do); not the families' UID,
    // so a referee who also follows their child's team sees both events.
    id: `officiate-game-${a.gameId}@${uidDomain}`,
    sequence: Math.floor(changed.getTime() / 60_000),
    stamp: changed,
    ...eventZone(zone),
    start: wallTime(game.date, game.start, zone),
    end: wallTime(game.date, game.end, zone),
    summary: `${game.role[0]!.toUpperCase()}${game.role.slice(1)}: ${game.home} vs ${game.away} (${game.division})`,
    location: [game.venue, `court ${game.court}`, game.address].filter(Boolean).join(', '),
    description: [
      `You officiate as ${game.role}: ${game.division}, ${game.home} (home) vs ${game.away} (away), ${describeTime(game.start)}-${describeTime(game.end)}.`,
      a.status === 'accepted' ? 'You accepted this game.' : 'You have not answered yet: accept or decline it in My games.',
      `Map: ${mapLink(game)}`,
    ].join('\n'),
  });
}

/**
 * GET /api/public/calendars/referee/{token}.ics: the games the referee officiates, in every
 * season, as "My games" has them now (published or accepted; a declined or reassigned game
 * leaves). A withdrawn or unknown link, or a referee no longer active, is a 404.
 */
export async function refereeCalendarFeed(db: Db, token: string): Promise<string> {
  const owner = await repo.findRefereeOfFeed(db, token);
  if (!owner) throw AppError.notFound('Calendar');
  const rows = await findAssignmentsWithGames(db, { refereeId: owner.refereeId, leagueId: owner.leagueId, status: { in: repo.toldStatuses } });
  const calendar = ical({ name: `${owner.leagueName}: games to officiate`, prodId: { company: uidDomain, product: 'officials', language: 'EN' }, ttl: 3600, ...calendarZone(owner.timeZone) });
  for (const a of rows) addAssignment(calendar, a, owner.timeZone);
  return calendar.toString();
}
