import { AppError } from '../../lib/app-error.js';
import { toDisplayRating, toStoredRating } from '../../lib/composite.js';
import { requireRoomInDivision } from '../../lib/db/division-capacity.js';
import { lockRoster } from '../../lib/db/division-lock.js';
import { recomputeComposites } from '../../lib/db/recompute-composites.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { TransferInput } from '@league/contract';
import * as repo from './transfer.repository.js';
import * as rosters from '../rosters/index.js';

const selectMessage = 'Please select players and target division';
const skillKey = (name: string) => name.trim().toLowerCase();

/**
 * Moves players to another division of the league: their teams are cleared, and each rating
 * follows to the target's skill of the same name (keeping its displayed 0-10 value, since the
 * two skills may use different scales). Ratings with no same-named skill are dropped.
 */
export async function transferPlayers(ctx: LeagueContext, input: TransferInput) {
  const playerIds = [...new Set(input.player_ids)];
  if (!playerIds.length || !input.target_division_id) throw AppError.badRequest(selectMessage);
  const target = await requireInLeague(ctx, 'division', input.target_division_id);
  await runTransaction(ctx.db, async (tx) => {
    // Source and target divisions, then the players, in the one lock order; the players'
    // divisions are read under those locks, so a transfer that waited sees where they are now.
    await lockRoster(tx, { leagueId: ctx.leagueId, divisionIds: [target.id], playerIds });
    const players = await requireAllInLeague({ ...ctx, db: tx }, 'player', playerIds);
    if (players.some((p) => p.divisionId === target.id)) throw AppError.badRequest(selectMessage, { fields: { target_division_id: 'same_division' } });
    await requireRoomInDivision(tx, target, playerIds.length);
    const [ratings, targetSkills] = await Promise.all([repo.findRatingsWithSkills(tx, playerIds), repo.findSkillsOfDivision(tx, target.id)]);
    const divisionOf = new Map(players.map((p) => [p.id, p.divisionId]));
    const targetByName = new Map(targetSkills.map((s) => [skillKey(s.name), s]));
    const copied = new Map<string, { playerId: number; skillId: number; rating: number }>();
    for (const r of ratings) {
      // Only ratings of the player's current division count; stray ones are not carried along.
      const skill = targetByName.get(skillKey(r.skill.name));
      if (!skill || r.skill.divisionId !== divisionOf.get(r.playerId)) continue;
      const displayed = toDisplayRating(r.rating, r.skill.normalizationFactor);
      // Two source skills differing only in case map to one target skill: the first one wins.
      const key = `${r.playerId}:${skill.id}`;
      if (!copied.has(key)) copied.set(key, { playerId: r.playerId, skillId: skill.id, rating: toStoredRating(displayed, skill.normalizationFactor) });
    }
    await repo.replaceRatings(tx, playerIds, [...copied.values()]);
    await rosters.movePlayersToDivision(tx, playerIds, target.id);
    await recomputeComposites(tx, { playerIds });
    await rosters.recordTransferVersions(tx, ctx, players, target);
  });
  return { transferred_count: playerIds.length, target_division: { id: target.id, name: target.name } };
}
