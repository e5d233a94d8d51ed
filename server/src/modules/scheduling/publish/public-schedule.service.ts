import type { PublicScheduleDto, PublicScheduleGameDto } from '@league/contract';
import type { Config } from '../../../config/env.js';
import type { Db } from '../../../lib/db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { dayNumber, describeDay, describeTime } from '../optimizer/index.js';
import { calendarUrl } from './calendar-feeds.js';
import { readFeedAudience, type FeedAudience } from './feed-audience.js';
import { gamesOfTeams, type PublishedGame } from './published-schedule.js';
import { mapLink } from './schedule-messages.js';
import * as publications from './publish.repository.js';

const unknownLink = 'This schedule link is not known. Check that you opened the whole link from the email, or ask the league for a new one.';
/** An unknown link's 404: the router answers it too, for a token that cannot be one. */
export const unknownScheduleLink = () => new AppError(404, unknownLink, 'not_found');
const withdrawnLink = 'This schedule link was withdrawn by the league. Ask the league for a new one; the next schedule email will carry it.';

/** Whose game it is on this page: a family's children who play in it, or the page's teams that do. */
function playing(game: PublishedGame, audience: FeedAudience): string[] {
  const teams = audience.teams.filter((t) => t.id === game.home_team_id || t.id === game.away_team_id);
  return teams.flatMap((t) => (t.players.length ? t.players : [t.name]));
}

function toGame(game: PublishedGame, audience: FeedAudience): PublicScheduleGameDto {
  return {
    id: game.id,
    date: game.date,
    day: describeDay(dayNumber(game.date)),
    start: describeTime(game.start),
    end: describeTime(game.end),
    home: game.home,
    away: game.away,
    division: game.division,
    venue: game.venue,
    court: game.court,
    address: game.address,
    map_url: mapLink(game),
    playing: playing(game, audience),
  };
}

/**
 * The family's, coach's or team's page, opened by the token of its calendar link: the games
 * of the latest publication only (drafts are never shown), in the order they are played. An
 * unknown link and a withdrawn one are both 404, each with its own sentence.
 */
export async function openPublicSchedule(db: Db, config: Config, token: string): Promise<PublicScheduleDto> {
  const feed = await publications.findFeed(db, token);
  if (!feed) throw unknownScheduleLink();
  if (feed.revokedAt) throw new AppError(404, withdrawnLink, 'link_withdrawn');
  const [last, audience] = await Promise.all([publications.findLastVersion(db, feed.seasonId), readFeedAudience(db, feed, feed.season.leagueId)]);
  const games = gamesOfTeams(last?.snapshot, audience.teams.map((t) => t.id)).sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start);
  return {
    kind: feed.kind as PublicScheduleDto['kind'],
    name: audience.name,
    league: feed.season.league.name,
    season: feed.season.name,
    teams: audience.teams.map(({ name, division, players }) => ({ name, division, players })),
    games: games.map((g) => toGame(g, audience)),
    calendar_url: calendarUrl(config, token),
    published_at: last?.createdAt.toISOString() ?? null,
  };
}
