import type { PublishScheduleInput, SchedulePublishDto } from '@league/contract';
import type { Config } from '../../../config/env.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import { AppError } from '../../../lib/app-error.js';
import { runTransaction } from '../../../lib/db/with-retry.js';
import { heldNotifier, type Notifier } from '../../../lib/notifier.js';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { queueMessages, type OutboxMessageInput } from '../../notifications/index.js';
import { isoDay } from '../scheduling.dto.js';
import * as repo from '../scheduling.repository.js';
import { calendarUrl, ensureFeeds, schedulePageUrl } from './calendar-feeds.js';
import { changedTeams, readPublishedGames, type PublishedGame } from './published-schedule.js';
import { coachesOf, familiesOf } from './schedule-audience.js';
import { coachScheduleMessage, familyScheduleMessage } from './schedule-messages.js';
import * as publications from './publish.repository.js';

export interface PublishScheduleDeps {
  config: Config;
  notifier?: Notifier;
}

type Tx = Prisma.TransactionClient;

async function readSchedule(tx: Tx, seasonId: number, leagueId: number) {
  const [games, divisions, venues, players] = await Promise.all([repo.findSeasonGames(tx, seasonId), repo.findDivisionsWithTeams(tx, seasonId, leagueId), repo.findVenues(tx, seasonId), repo.findRosteredPlayers(tx, seasonId)]);
  const teams = divisions.flatMap((d) => d.teams);
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const divisionNames = new Map(divisions.map((d) => [d.id, d.name]));
  const venueById = new Map(venues.map((v) => [v.id, v]));
  const published: PublishedGame[] = games.map((g) => ({
    id: g.id,
    division_id: g.divisionId,
    division: divisionNames.get(g.divisionId) ?? '',
    home_team_id: g.homeTeamId,
    away_team_id: g.awayTeamId,
    home: teamNames.get(g.homeTeamId) ?? '',
    away: teamNames.get(g.awayTeamId) ?? '',
    venue: venueById.get(g.venueId)?.name ?? '',
    address: venueById.get(g.venueId)?.address ?? '',
    court: g.court,
    date: isoDay(g.date),
    start: g.startMinute,
    end: g.endMinute,
  }));
  return { published, teams, teamNames, players };
}

/**
 * Publishes the season's schedule in one transaction under the season lock: records a version
 * (what the feeds show from now on), marks every game published, makes the calendar links that
 * do not exist yet, and writes one email per family and per coach concerned to the outbox: on
 * the first publication everyone with games, later only those whose games changed. The emails
 * are handed to the queue after commit. A dry run does all of it and rolls it back, so the
 * numbers it answers are the ones publishing would give, by the same code.
 */
export async function publishSchedule(ctx: LeagueContext, deps: PublishScheduleDeps, seasonId: number, input: PublishScheduleInput = { dry_run: false }): Promise<SchedulePublishDto> {
  const season = await requireInLeague(ctx, 'season', seasonId);
  const notifier = deps.notifier ?? heldNotifier;
  const publishing = runTransaction(ctx.db, async (tx) => {
    await repo.lockSeason(tx, seasonId);
    const [{ published, teams, teamNames, players }, last, league] = await Promise.all([readSchedule(tx, seasonId, ctx.leagueId), publications.findLastVersion(tx, seasonId), publications.findLeagueName(tx, ctx.leagueId)]);
    if (published.length === 0) throw AppError.badRequest('This season has no schedule to publish yet. Build the schedule first.', undefined, 'no_schedule');
    const version = (last?.version ?? 0) + 1;
    const changed = changedTeams(last ? readPublishedGames(last.snapshot) : null, published);
    const everyFamily = familiesOf(players);
    const everyCoach = coachesOf(teams);
    const { tokens, made } = await ensureFeeds(tx, { leagueId: ctx.leagueId, seasonId }, [
      ...teams.map((t) => ({ kind: 'team' as const, subject: String(t.id) })),
      ...everyFamily.map((f) => ({ kind: 'family' as const, subject: f.key })),
      ...everyCoach.map((c) => ({ kind: 'coach' as const, subject: c.email.toLowerCase() })),
    ]);
    // Concerned: a team's games changed, or the calendar link is new (a withdrawn one replaced).
    const families = everyFamily.filter((f) => f.recipients.length > 0 && (f.children.some((c) => changed.has(c.teamId)) || made.has(`family:${f.key}`)));
    const coaches = everyCoach.filter((c) => c.teamIds.some((t) => changed.has(t)) || made.has(`coach:${c.email.toLowerCase()}`));
    const context = { leagueId: ctx.leagueId, leagueName: league, seasonId, seasonName: season.name, version, changed: last !== null };
    // One token opens both the page and the calendar feed.
    const links = (subject: string) => ({ page: schedulePageUrl(deps.config, tokens.get(subject)!), calendar: calendarUrl(deps.config, tokens.get(subject)!) });
    const messages: OutboxMessageInput[] = [
      ...families.map((f) => familyScheduleMessage(context, f, published, teamNames, links(`family:${f.key}`))),
      ...coaches.map((c) => coachScheduleMessage(context, c, published, teamNames, links(`coach:${c.email.toLowerCase()}`))),
    ];
    await publications.insertVersion(tx, { leagueId: ctx.leagueId, seasonId, version, actorId: ctx.user.id, snapshot: { games: published } as unknown as object, familiesNotified: families.length, coachesNotified: coaches.length });
    await publications.markGamesPublished(tx, seasonId);
    const ids = await queueMessages(tx, messages);
    const outcome = { ids, version, families: families.length, coaches: coaches.length };
    if (input.dry_run) throw new RolledBack(outcome);
    return outcome;
  });
  const result = await publishing.catch((error: unknown) => {
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  });
  if (!input.dry_run) notifier.dispatch(result.ids);
  return { dry_run: input.dry_run, version: result.version, notified: { families: result.families, coaches: result.coaches }, sending: notifier.sending };
}

interface PublishOutcome {
  ids: number[];
  version: number;
  families: number;
  coaches: number;
}

/** Thrown out of a dry run's transaction so that nothing it wrote stays; carries what it found. */
class RolledBack extends Error {
  constructor(readonly outcome: PublishOutcome) {
    super('A dry run, rolled back.');
  }
}
