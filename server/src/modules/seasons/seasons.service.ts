import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db/unique-violation.js';
import type { LeagueContext } from '../../lib/league-context.js';
import type { CreateSeasonInput } from '@league/contract';
import { toSeasonDto } from './seasons.dto.js';
import * as repo from './seasons.repository.js';

const nameTaken = (name: string) =>
  AppError.badRequest(`A season named "${name}" already exists in this league.`, { fields: { name: 'taken' } }, 'season_name_taken');

export async function listSeasons(ctx: LeagueContext) {
  const seasons = await repo.findSeasons(ctx.db, ctx.leagueId);
  return { count: seasons.length, results: seasons.map(toSeasonDto) };
}

/** Creating an active season leaves the others as they are; each row shows its own status. */
export async function createSeason(ctx: LeagueContext, input: CreateSeasonInput) {
  if (input.league !== undefined && input.league !== ctx.leagueId) throw AppError.notFound('League');
  if (await repo.findSeasonByName(ctx.db, ctx.leagueId, input.name)) throw nameTaken(input.name);
  try {
    const season = await repo.insertSeason(ctx.db, {
      name: input.name,
      year: input.year,
      startDate: new Date(input.start_date),
      endDate: new Date(input.end_date),
      isActive: input.is_active,
      leagueId: ctx.leagueId,
    });
    return toSeasonDto(season);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

export async function deleteSeason(ctx: LeagueContext, id: number): Promise<void> {
  if (!(await repo.deleteSeasonInLeague(ctx.db, ctx.leagueId, id))) throw AppError.notFound('Season');
}
