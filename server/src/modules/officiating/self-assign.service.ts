import type { OpenGameDto, OpenGamesDto, RefereeGameDto, TakeOpenGameInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { queueMessages } from '../notifications/index.js';
import { findLeagueTimeZone } from '../leagues/index.js';
import { describeTime, lockSeason, wallTime } from '../scheduling/index.js';
import * as assignments from './assignments.repository.js';
import { findAssignor } from './assignor-contact.js';
import { selfAssignMessage } from './officials-messages.js';
import { findLeagueGameSeason } from './officials-input.repository.js';
import type { OfficialsInput, SlotKey, SlotOpening } from './optimizer/index.js';
import * as repo from './officiating.repository.js';
import { toGameLine, toRefereeGameDto } from './referee-games.js';
import { describeGame, findPlace, holderOf, namedReferee, readSeasonBoard } from './season-board.js';
import { assignmentsFingerprint, readOfficialsInput } from './season-officials-input.js';
import type { OfficialsPool } from './worker/officials-pool.js';

// Self-assign (decision 0178): where the assignor allows it for a season, a referee takes an open
// place of a game not yet started, within the rules the auto-assign and the board keep.

const offMessage = 'The assignor has not allowed referees to pick games themselves in this season. Ask the assignor to give you this game.';
const attempts = 3;

type Game = OfficialsInput['games'][number];

/** A game's time is its gym's wall clock in the league's time zone, read as UTC without one, as the reminders read it (decision 0185). */
const notStarted = (game: Game, now: Date, zone: string | null) => wallTime(game.date, game.start, zone).toJSDate() > now;

/** Places of games not yet started that nobody holds (a proposal holds its place too). */
function openPlaces(input: OfficialsInput, held: { gameId: number; role: string; status: string }[], now: Date, zone: string | null): SlotKey[] {
  const taken = new Set(held.filter((a) => repo.liveStatuses.includes(a.status)).map((a) => `${a.gameId}|${a.role}`));
  return input.games.filter((g) => notStarted(g, now, zone)).flatMap((g) => {
    const roles = input.divisions.find((d) => d.id === g.divisionId)?.roles ?? [];
    return roles.filter((r) => !taken.has(`${g.id}|${r.role}`)).map((r) => ({ gameId: g.id, role: r.role }));
  });
}

function toOpenGameDto(input: OfficialsInput, season: { seasonId: number; name: string }, place: SlotKey): OpenGameDto {
  const game = input.games.find((g) => g.id === place.gameId)!;
  const division = input.divisions.find((d) => d.id === game.divisionId)!;
  const [home, away] = game.teamIds.map((id) => input.teams.find((t) => t.id === id)?.name ?? '');
  return {
    game_id: game.id, role: place.role, season_id: season.seasonId, season: season.name, date: game.date, start: describeTime(game.start), end: describeTime(game.end),
    division: division.name, home: home!, away: away!, venue: input.venues.find((v) => v.id === game.venueId)?.name ?? '',
    fee: division.roles.find((r) => r.role === place.role)?.fee ?? 0,
  };
}

/** The open places the caller may take now, in every season that allows it, in time order. */
export async function listMyOpenGames(ctx: LeagueContext, pool: OfficialsPool, now: Date): Promise<OpenGamesDto> {
  const seasons = await repo.findSelfAssignSeasons(ctx.db, ctx.leagueId);
  const zone = await findLeagueTimeZone(ctx.db, ctx.leagueId);
  const results: OpenGameDto[] = [];
  for (const season of seasons) {
    const { input, live, assignments: rows } = await readOfficialsInput(ctx.db, ctx.leagueId, season.seasonId);
    const places = openPlaces(input, rows, now, zone);
    if (places.length === 0 || !input.referees.some((r) => r.id === ctx.user.id)) continue;
    const openings = await pool.openings(input, live, ctx.user.id, places);
    results.push(...openings.filter((o) => o.refusals.length === 0).map((o) => toOpenGameDto(input, { seasonId: season.seasonId, name: season.season.name }, o)));
  }
  results.sort((a, b) => a.date.localeCompare(b.date) || a.start.padStart(5, '0').localeCompare(b.start.padStart(5, '0')) || a.game_id - b.game_id);
  return { self_assign: seasons.length > 0, count: results.length, results };
}

/** Why the caller cannot take the place, in a sentence naming every rule, or null when they can. */
function refusalSentence(place: string, opening: SlotOpening | undefined): string | null {
  if (!opening || opening.refusals.length === 0) return null;
  return `You cannot take ${place}: ${opening.refusals.map((r) => r.reason).join('; ')}.`;
}

/**
 * The caller takes one open place (decision 0178): checked in the worker pool by the board's own
 * rules, then saved as accepted under the season lock, only over the state it was checked on (a
 * referee taking the same place, or another game at the same time, in between makes it check
 * again, and the second one is refused). The assignor who allowed self-assign gets one email.
 */
export async function takeOpenGame(ctx: LeagueContext, pool: OfficialsPool, notifier: Notifier | undefined, now: Date, input: TakeOpenGameInput): Promise<RefereeGameDto> {
  const game = await findLeagueGameSeason(ctx.db, ctx.leagueId, input.game_id);
  if (!game) throw AppError.notFound('Game');
  const zone = await findLeagueTimeZone(ctx.db, ctx.leagueId);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const settings = await repo.findSeasonOfficialsSettings(ctx.db, game.seasonId);
    if (!settings?.selfAssign) throw AppError.forbidden(offMessage);
    const board = await readSeasonBoard(ctx, game.seasonId);
    const place = findPlace(board, input.game_id, input.role);
    const words = `the ${place.role} place of ${describeGame(board, place.gameId)}`;
    if (!notStarted(board.input.games.find((g) => g.id === place.gameId)!, now, zone)) throw AppError.conflict(`This game has already started, so ${words} can no longer be taken.`);
    const holder = holderOf(board, place);
    if (holder?.refereeId === ctx.user.id) throw AppError.conflict(`You already have ${words}.`);
    if (holder) throw AppError.conflict(`${words[0]!.toUpperCase()}${words.slice(1)} is no longer open: ${namedReferee(board, holder.refereeId).name} has it. Choose another game.`);
    if (!board.input.referees.some((r) => r.id === ctx.user.id)) throw AppError.forbidden('Only active referees of the league can take games.');
    const [opening] = await pool.openings(board.input, board.live, ctx.user.id, [place]);
    const refused = refusalSentence(words, opening);
    if (refused) throw AppError.conflict(refused, { rules: opening!.refusals.map((r) => r.rule), reasons: opening!.refusals.map((r) => r.reason) });
    const saved = await runTransaction(ctx.db, async (tx) => {
      await lockSeason(tx, game.seasonId);
      if (assignmentsFingerprint(await repo.findSeasonAssignments(tx, game.seasonId)) !== board.fingerprint) return null;
      const allowed = await repo.findSeasonOfficialsSettings(tx, game.seasonId);
      if (!allowed?.selfAssign) throw AppError.forbidden(offMessage);
      const row = await assignments.createAssignment(tx, { leagueId: ctx.leagueId, gameId: place.gameId, refereeId: ctx.user.id, role: place.role, status: 'accepted', publishedById: allowed.setById });
      await assignments.fixFees(tx, [row.id]);
      const assignor = await findAssignor(tx, ctx.leagueId, allowed.setById);
      const context = { leagueId: ctx.leagueId, seasonId: game.seasonId, seasonName: row.game.season.name };
      const me = namedReferee(board, ctx.user.id).name;
      const ids = assignor.emails.length ? await queueMessages(tx, [selfAssignMessage(context, row.id, assignor, me, toGameLine(row))]) : [];
      return { dto: toRefereeGameDto(row), ids };
    }, { conflictMessage: 'Someone else changed these games at the same moment. Please try again.' });
    if (saved) {
      (notifier ?? heldNotifier).dispatch(saved.ids);
      return saved.dto;
    }
  }
  throw AppError.conflict('Other referees kept taking games while your choice was checked, so nothing was saved. Please try again.');
}
