import { minutesOfTime, type MoveGameDto, type MoveGameInput, type ScheduleGameDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { describeMove, type ScheduledGame } from './optimizer/index.js';
import { readKeptSettings, readSeasonInput } from './season-input.js';
import { toGameDto, toScheduledGame } from './scheduling.dto.js';
import * as repo from './scheduling.repository.js';

type Venue = Awaited<ReturnType<typeof repo.findVenues>>[number];

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The venue and court the request names, or a 400 that says which exist. */
function chooseCourt(venues: Venue[], request: MoveGameInput): Venue {
  const venue = request.venue_id !== undefined ? venues.find((v) => v.id === request.venue_id) : venues.find((v) => v.name.toLowerCase() === request.venue!.toLowerCase());
  const known = list(venues.map((v) => v.name));
  if (!venue) throw AppError.badRequest(`This season has no venue ${request.venue_id ?? `"${request.venue}"`}; its venues are ${known || 'none yet'}.`, { fields: { venue: 'unknown' } }, 'validation_error');
  if (!venue.courts.includes(request.court)) throw AppError.badRequest(`${venue.name} has no court ${request.court}; its courts are ${list(venue.courts)}.`, { fields: { court: 'unknown' } }, 'validation_error');
  return venue;
}

/** Where every game of the season is: a move judged on one schedule is saved only on that schedule. */
const placesOf = (games: { id: number; venueId: number; court: string; date: Date; startMinute: number }[]) => games.map((g) => `${g.id}|${g.venueId}|${g.court}|${g.date.toISOString()}|${g.startMinute}`).join('\n');

/** Reads the season as it is and judges the move with the optimizer's checks. */
async function judgeMove(ctx: LeagueContext, seasonId: number, gameId: number, request: MoveGameInput) {
  const db = ctx.db;
  const [venues, stored] = await Promise.all([repo.findVenues(db, seasonId), repo.findSeasonGames(db, seasonId)]);
  const game = stored.find((g) => g.id === gameId);
  if (!game) throw AppError.notFound('Game');
  const venue = chooseCourt(venues, request);
  const start = minutesOfTime(request.start);
  const end = start + game.endMinute - game.startMinute;
  if (end > 24 * 60) throw AppError.badRequest(`A game starting at ${request.start} would end after midnight; choose an earlier start.`, { fields: { start: 'too late' } }, 'validation_error');
  const settings = await readKeptSettings(ctx, [...new Set(stored.map((g) => g.divisionId))], 'move the game');
  const { input, venueNames } = await readSeasonInput(ctx, db, seasonId, settings);
  const games = stored.map(toScheduledGame);
  const from = games.find((g) => g.id === gameId)!;
  const to: ScheduledGame = { ...from, venueId: venue.id, court: request.court, date: request.date, start, end };
  const team = (id: number) => input.teams.find((t) => t.id === id)?.name ?? `team ${id}`;
  const verdict = describeMove(input, games, to, `${team(from.homeTeamId)} v ${team(from.awayTeamId)}`, `${venue.name} court ${request.court}`);
  const status = game.status as ScheduleGameDto['status'];
  return { to, verdict, places: placesOf(stored), from: toGameDto(from, venueNames, status), moved: (saved: boolean) => toGameDto(to, venueNames, saved ? 'draft' : status) };
}

/**
 * Moves one game of a season's schedule to another court, day and start, keeping its id (a
 * calendar event is replaced, never duplicated). A dry run only judges. A move that breaks a hard
 * rule is refused (409, nothing written); one that only makes families' days longer is saved,
 * its warnings returned (decision 0170). A moved game is a draft again, so the next publication
 * tells only the families and coaches of its two teams. It is saved under the season lock only
 * if no game moved since it was judged, so two moves at once cannot both take one court.
 */
export async function moveGame(ctx: LeagueContext, seasonId: number, gameId: number, request: MoveGameInput): Promise<MoveGameDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const { to, verdict, places, from, moved } = await judgeMove(ctx, seasonId, gameId, request);
  if (request.dry_run) return { dry_run: true, allowed: verdict.refused.length === 0, from, to: moved(false), ...verdict };
  if (verdict.refused.length > 0) throw AppError.conflict(verdict.summary, { refused: verdict.refused });
  await runTransaction(ctx.db, async (tx) => {
    await repo.lockSeason(tx, seasonId);
    if (placesOf(await repo.findSeasonGames(tx, seasonId)) !== places) throw AppError.conflict('The schedule changed while this move was being checked; look at the games again and move it once more.');
    await repo.moveGame(tx, to);
  });
  return { dry_run: false, allowed: true, from, to: moved(true), ...verdict };
}
