import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import { lockRoster } from '../../lib/db/division-lock.js';
import { recomputeComposites } from '../../lib/db/recompute-composites.js';
import { uniqueConflict } from '../../lib/db/unique-rules.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { CreateRatingInput, ListRatingsQuery, UpdateRatingInput } from '@league/contract';
import { toRatingDto } from './player-skills.dto.js';
import * as repo from './player-skills.repository.js';
import { recordRatings } from '../ratings/index.js';

/** Both ids must be the caller's league's (404 otherwise) and the skill the player's division's. */
async function resolvePair(ctx: LeagueContext, playerId: number, skillId: number) {
  // One after the other, so a request naming two wrong ids always hears about the player first.
  const player = await requireInLeague(ctx, 'player', playerId);
  const skill = await requireInLeague(ctx, 'skill', skillId);
  if (skill.divisionId !== player.divisionId) {
    throw AppError.badRequest("This skill does not belong to the player's division.", { fields: { skill: 'other_division' } });
  }
  return { player, skill };
}

/**
 * The rated players' divisions, then the players (the one lock order); the player's division is
 * read again under the locks, since a transfer may have moved it while this change waited.
 */
async function lockRatedPlayers(tx: Prisma.TransactionClient, ctx: LeagueContext, playerIds: number[], skill: { divisionId: number }, playerId: number) {
  const divisionOf = await lockRoster(tx, { leagueId: ctx.leagueId, playerIds });
  if (divisionOf.get(playerId) !== skill.divisionId) {
    throw AppError.conflict("The player was transferred to another division while this rating was being saved, so this skill is no longer one of the player's. Reload the player's skills.");
  }
}

/** Ratings are stored in the skill's own scale, so the allowed range is the skill's. */
function checkRange(rating: number, skill: { name: string; normalizationFactor: number }) {
  if (rating < 0 || rating > skill.normalizationFactor) {
    throw AppError.badRequest(
      `Rating must be between 0 and ${skill.normalizationFactor} for ${skill.name}.`,
      { fields: { rating: 'out_of_range' }, min: 0, max: skill.normalizationFactor },
      'rating_out_of_range',
    );
  }
}

/** Only ratings of the player's current division's skills: the ones its composite counts. */
export async function listRatings(ctx: LeagueContext, query: ListRatingsQuery) {
  const player = await requireInLeague(ctx, 'player', query.player);
  const ratings = await repo.findRatingsOfPlayer(ctx.db, player.id, player.divisionId);
  return { count: ratings.length, results: ratings.map(toRatingDto) };
}

export async function createRating(ctx: LeagueContext, input: CreateRatingInput) {
  const { player, skill } = await resolvePair(ctx, input.player, input.skill);
  checkRange(input.rating, skill);
  if (await repo.findRatingByPair(ctx.db, player.id, skill.id)) throw uniqueConflict('PlayerSkillRating');
  const created = await runTransaction(ctx.db, async (tx) => {
    await lockRatedPlayers(tx, ctx, [player.id], skill, player.id);
    await repo.insertRating(tx, { playerId: player.id, skillId: skill.id, rating: input.rating, notes: input.notes });
    // Kept in the ratings history as entered by hand (decision 0044); this also recomputes the composite.
    await recordRatings(tx, { leagueId: ctx.leagueId, kind: 'manual', ratings: [{ playerId: player.id, skillId: skill.id, value: input.rating, comment: input.notes }] });
    return repo.findRatingById(tx, (await repo.findRatingByPair(tx, player.id, skill.id))!.id);
  });
  return toRatingDto(created);
}

/** May also re-point the rating to another player or skill; both players' composites follow. */
export async function updateRating(ctx: LeagueContext, id: number, input: UpdateRatingInput) {
  const existing = await requireInLeague(ctx, 'rating', id);
  const { player, skill } = await resolvePair(ctx, input.player ?? existing.playerId, input.skill ?? existing.skillId);
  const moved = player.id !== existing.playerId || skill.id !== existing.skillId;
  // A lowered factor may leave an old rating above the new range; a notes-only edit keeps it.
  if (input.rating !== undefined || moved) checkRange(input.rating ?? existing.rating, skill);
  if (moved && (await repo.findRatingByPair(ctx.db, player.id, skill.id))) throw uniqueConflict('PlayerSkillRating');
  const updated = await runTransaction(ctx.db, async (tx) => {
    await lockRatedPlayers(tx, ctx, [existing.playerId, player.id], skill, player.id);
    const row = await repo.updateRatingRow(tx, id, { playerId: player.id, skillId: skill.id, rating: input.rating, notes: input.notes });
    await recomputeComposites(tx, { playerIds: [...new Set([existing.playerId, player.id])] });
    // A new value is a rating entered by hand (decision 0044); a notes-only edit keeps its source.
    if (input.rating !== undefined && (input.rating !== existing.rating || moved)) {
      await recordRatings(tx, { leagueId: ctx.leagueId, kind: 'manual', ratings: [{ playerId: player.id, skillId: skill.id, value: row.rating, comment: input.notes ?? '' }] });
      return repo.findRatingById(tx, id);
    }
    return row;
  });
  return toRatingDto(updated);
}
