import type { AssignmentStatus, PlaceCandidatesDto, PlaceReplacementsDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { describeGame, findPlace, holderOf, namedReferee, readSeasonBoard, samePlace } from './season-board.js';
import type { OfficialsPool } from './worker/officials-pool.js';

/**
 * Who could take one place of one game as the season stands (decision 0174), best first, each
 * with notes in words, and every other referee with the reasons they cannot. Worked out in the
 * worker pool from the stored board; the referee holding the place is named apart.
 */
export async function listPlaceCandidates(ctx: LeagueContext, pool: OfficialsPool, seasonId: number, gameId: number, role: string): Promise<PlaceCandidatesDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const board = await readSeasonBoard(ctx, seasonId);
  const place = findPlace(board, gameId, role);
  const answer = await pool.candidates(board.input, board.live, place);
  const holder = holderOf(board, place);
  return {
    game_id: place.gameId,
    role: place.role,
    game: describeGame(board, place.gameId),
    holder: holder ? { ...namedReferee(board, holder.refereeId), status: holder.status as Exclude<AssignmentStatus, 'declined'> } : null,
    candidates: answer.candidates.map((c) => ({ referee_id: c.refereeId, name: c.name, notes: c.notes })),
    unavailable: answer.unavailable.map((u) => ({ referee_id: u.refereeId, name: u.name, reasons: u.reasons })),
  };
}

/**
 * After a referee declines a place, the ways to fill it with the fewest changes (decision 0143),
 * each as the changes the assignor sends to apply it. A place filled since answers 409; a place
 * nobody declined answers 404.
 */
export async function listPlaceReplacements(ctx: LeagueContext, pool: OfficialsPool, seasonId: number, gameId: number, role: string): Promise<PlaceReplacementsDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const board = await readSeasonBoard(ctx, seasonId);
  const place = findPlace(board, gameId, role);
  const game = describeGame(board, place.gameId);
  const holder = holderOf(board, place);
  if (holder) throw AppError.conflict(`The ${place.role} place of ${game} already has ${namedReferee(board, holder.refereeId).name}, so there is nothing to replace.`);
  const decline = board.assignments.filter((a) => a.status === 'declined' && samePlace(a, place)).at(-1);
  if (!decline) throw new AppError(404, 'Nobody declined this place, so there are no replacements to propose.', 'not_found');
  // The optimizer proposes from the board as it was with the declining referee still on the place.
  const declined = { ...place, refereeId: decline.refereeId };
  const answer = await pool.replace({ ...board.input, published: [...board.live, declined] }, declined);
  return {
    game_id: place.gameId,
    role: place.role,
    game,
    declined_by: { ...namedReferee(board, decline.refereeId), reason: decline.reason },
    proposals: answer.proposals.map((p) => ({
      changes: p.changes.map((c) => ({ game_id: c.gameId, role: c.role, referee_id: c.to })),
      summary: p.summary,
    })),
    open_reason: answer.openReason,
  };
}
