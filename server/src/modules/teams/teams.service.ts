import { uniqueConflict } from '../../lib/db/unique-rules.js';
import { requireFiltersInLeague, requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { CreateTeamInput, ListTeamsQuery, UpdateTeamInput } from '@league/contract';
import { toTeamDto } from './teams.dto.js';
import * as repo from './teams.repository.js';

export async function listTeams(ctx: LeagueContext, query: ListTeamsQuery) {
  requireOwnLeague(ctx, query.league);
  await requireFiltersInLeague(ctx, { division: query.division, season: query.season });
  const teams = await repo.findTeams(ctx.db, { leagueId: ctx.leagueId, divisionId: query.division, seasonId: query.season });
  return { count: teams.length, results: teams.map(toTeamDto) };
}

export async function getTeam(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'team', id);
  return toTeamDto(await repo.findTeam(ctx.db, id));
}

export async function createTeam(ctx: LeagueContext, input: CreateTeamInput) {
  requireOwnLeague(ctx, input.league);
  const division = await requireInLeague(ctx, 'division', input.division);
  if (await repo.isTeamNameTaken(ctx.db, division.id, input.name)) throw uniqueConflict('Team');
  return toTeamDto(await repo.insertTeam(ctx.db, { name: input.name, coach: input.coach ?? null, divisionId: division.id, leagueId: ctx.leagueId }));
}

export async function updateTeam(ctx: LeagueContext, id: number, input: UpdateTeamInput) {
  const team = await requireInLeague(ctx, 'team', id);
  if (await repo.isTeamNameTaken(ctx.db, team.divisionId, input.name, team.id)) throw uniqueConflict('Team');
  return toTeamDto(await repo.updateTeam(ctx.db, team.id, { name: input.name, coach: input.coach }));
}

export async function deleteTeam(ctx: LeagueContext, id: number): Promise<void> {
  await requireInLeague(ctx, 'team', id);
  await repo.deleteTeam(ctx.db, id);
}
