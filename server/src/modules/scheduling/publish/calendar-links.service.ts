import type { CalendarFeedDto } from '@league/contract';
import type { Config } from '../../../config/env.js';
import { AppError } from '../../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import * as repo from '../scheduling.repository.js';
import { calendarUrl } from './calendar-feeds.js';
import { familiesOf } from './schedule-audience.js';
import * as publications from './publish.repository.js';

/** GET /api/seasons/{id}/calendars/: the season's working calendar links, named for a volunteer. */
export async function listCalendarLinks(ctx: LeagueContext, config: Config, seasonId: number): Promise<{ count: number; results: CalendarFeedDto[] }> {
  await requireInLeague(ctx, 'season', seasonId);
  const [feeds, divisions, players] = await Promise.all([publications.findLiveFeeds(ctx.db, seasonId), repo.findDivisionsWithTeams(ctx.db, seasonId, ctx.leagueId), repo.findRosteredPlayers(ctx.db, seasonId)]);
  const teams = new Map(divisions.flatMap((d) => d.teams.map((t) => [String(t.id), `${t.name} (${d.name})`] as const)));
  const families = new Map(familiesOf(players).map((f) => [f.key, f.name]));
  const nameOf = (kind: string, subject: string) => (kind === 'team' ? teams.get(subject) : kind === 'family' ? families.get(subject) : `Coach ${subject}`) ?? 'no longer in the season';
  const results = feeds.map((f) => ({ id: f.id, kind: f.kind as CalendarFeedDto['kind'], name: nameOf(f.kind, f.subject), url: calendarUrl(config, f.token), created_at: f.createdAt.toISOString() }));
  return { count: results.length, results };
}

/**
 * Withdraws a calendar link (shared too widely, a family left): it answers 404 from now on, and
 * the next publication makes and emails a new one (decision 0156).
 */
export async function withdrawCalendarLink(ctx: LeagueContext, seasonId: number, feedId: number, now: Date): Promise<void> {
  await requireInLeague(ctx, 'season', seasonId);
  if ((await publications.revokeFeed(ctx.db, seasonId, feedId, now)) === 0) throw AppError.notFound('Calendar link');
}
