import { uniqueConflict } from '../../lib/db/unique-rules.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { CreateSeasonInput } from '@league/contract';
import { toSeasonDto } from './seasons.dto.js';
import * as repo from './seasons.repository.js';

export async function listSeasons(ctx: LeagueContext) {
  const seasons = await repo.findSeasons(ctx.db, ctx.leagueId);
  return { count: seasons.length, results: seasons.map(toSeasonDto) };
}

/**
 * One season of a league is active at a time (decision 0188): creating an active season makes
 * the others inactive in the same transaction. The league's lock queues two activations, so
 * the second sees the first and only the last one stays active.
 */
export async function createSeason(ctx: LeagueContext, input: CreateSeasonInput) {
  requireOwnLeague(ctx, input.league);
  if (await repo.findSeasonByName(ctx.db, ctx.leagueId, input.name)) throw uniqueConflict('Season', input.name);
  const season = await ctx.db.$transaction(async (tx) => {
    if (input.is_active) {
      await repo.lockLeagueSeasons(tx, ctx.leagueId);
      await repo.deactivateSeasons(tx, ctx.leagueId);
    }
    return repo.insertSeason(tx, {
      name: input.name,
      year: input.year,
      startDate: new Date(input.start_date),
      endDate: new Date(input.end_date),
      isActive: input.is_active,
      leagueId: ctx.leagueId,
    });
  });
  return toSeasonDto(season);
}

export async function deleteSeason(ctx: LeagueContext, id: number): Promise<void> {
  await requireInLeague(ctx, 'season', id);
  await repo.deleteSeason(ctx.db, id);
}

/** Makes one season the league's active one; the others become inactive (decision 0188). */
export async function activateSeason(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'season', id);
  const season = await ctx.db.$transaction(async (tx) => {
    await repo.lockLeagueSeasons(tx, ctx.leagueId);
    await repo.deactivateSeasons(tx, ctx.leagueId);
    return repo.activateSeason(tx, id);
  });
  return toSeasonDto(season);
}
