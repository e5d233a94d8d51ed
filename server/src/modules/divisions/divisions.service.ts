import { uniqueConflict } from '../../lib/db/unique-rules.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { CreateDivisionInput, ListDivisionsQuery, UpdateDivisionInput } from '@league/contract';
import { toDivisionDto } from './divisions.dto.js';
import * as repo from './divisions.repository.js';

export async function listDivisions(ctx: LeagueContext, query: ListDivisionsQuery) {
  requireOwnLeague(ctx, query.league);
  if (query.season !== undefined) await requireInLeague(ctx, 'season', query.season);
  const divisions = await repo.findDivisions(ctx.db, ctx.leagueId, query.season);
  return { count: divisions.length, results: divisions.map(toDivisionDto) };
}

export async function createDivision(ctx: LeagueContext, input: CreateDivisionInput) {
  requireOwnLeague(ctx, input.league);
  await requireInLeague(ctx, 'season', input.season);
  if (await repo.findDivisionByName(ctx.db, input.season, input.name)) throw uniqueConflict('Division', input.name);
  const division = await repo.insertDivision(ctx.db, {
    name: input.name,
    seasonId: input.season,
    leagueId: ctx.leagueId,
    minAge: input.min_age,
    maxAge: input.max_age,
    description: input.description,
  });
  return toDivisionDto(division);
}

export async function updateDivision(ctx: LeagueContext, id: number, input: UpdateDivisionInput) {
  await requireInLeague(ctx, 'division', id);
  return toDivisionDto(await repo.updateDivision(ctx.db, id, { householdsAsGroups: input.households_as_groups }));
}

export async function deleteDivision(ctx: LeagueContext, id: number): Promise<void> {
  await requireInLeague(ctx, 'division', id);
  await repo.deleteDivision(ctx.db, id);
}
