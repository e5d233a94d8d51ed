import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db/unique-violation.js';
import type { LeagueContext } from '../../lib/league-context.js';
import type { CreateDivisionInput, ListDivisionsQuery } from '@league/contract';
import { toDivisionDto } from './divisions.dto.js';
import * as repo from './divisions.repository.js';

const nameTaken = (name: string) =>
  AppError.badRequest(`A division named "${name}" already exists in this season.`, { fields: { name: 'taken' } }, 'division_name_taken');

async function requireSeason(ctx: LeagueContext, seasonId: number) {
  if (!(await repo.findSeasonInLeague(ctx.db, ctx.leagueId, seasonId))) throw AppError.notFound('Season');
}

export async function listDivisions(ctx: LeagueContext, query: ListDivisionsQuery) {
  if (query.league !== undefined && query.league !== ctx.leagueId) throw AppError.notFound('League');
  if (query.season !== undefined) await requireSeason(ctx, query.season);
  const divisions = await repo.findDivisions(ctx.db, ctx.leagueId, query.season);
  return { count: divisions.length, results: divisions.map(toDivisionDto) };
}

export async function createDivision(ctx: LeagueContext, input: CreateDivisionInput) {
  if (input.league !== undefined && input.league !== ctx.leagueId) throw AppError.notFound('League');
  await requireSeason(ctx, input.season);
  if (await repo.findDivisionByName(ctx.db, input.season, input.name)) throw nameTaken(input.name);
  try {
    const division = await repo.insertDivision(ctx.db, {
      name: input.name,
      seasonId: input.season,
      leagueId: ctx.leagueId,
      minAge: input.min_age,
      maxAge: input.max_age,
      description: input.description,
    });
    return toDivisionDto(division);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

export async function deleteDivision(ctx: LeagueContext, id: number): Promise<void> {
  if (!(await repo.deleteDivisionInLeague(ctx.db, ctx.leagueId, id))) throw AppError.notFound('Division');
}
