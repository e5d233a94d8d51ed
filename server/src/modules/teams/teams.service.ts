import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import { requireDivisionInLeague, requireFiltersInLeague, requireOwnLeague } from '../../lib/league-scope.js';
import type { CreateTeamInput, ListTeamsQuery, UpdateTeamInput } from '@league/contract';
import { toTeamDto } from './teams.dto.js';
import * as repo from './teams.repository.js';

const nameTaken = () => AppError.badRequest('A team with this name already exists in this division.', { fields: { name: 'taken' } }, 'team_name_taken');

export async function listTeams(db: Db, leagueId: number, query: ListTeamsQuery) {
  requireOwnLeague(leagueId, query.league);
  await requireFiltersInLeague(db, leagueId, { division: query.division, season: query.season });
  const teams = await repo.findTeams(db, { leagueId, divisionId: query.division, seasonId: query.season });
  return { count: teams.length, results: teams.map(toTeamDto) };
}

export async function getTeam(db: Db, leagueId: number, id: number) {
  const team = await repo.findTeamInLeague(db, leagueId, id);
  if (!team) throw AppError.notFound('Team');
  return toTeamDto(team);
}

export async function createTeam(db: Db, leagueId: number, input: CreateTeamInput) {
  requireOwnLeague(leagueId, input.league);
  const division = await requireDivisionInLeague(db, leagueId, input.division);
  if (await repo.isTeamNameTaken(db, division.id, input.name)) throw nameTaken();
  return toTeamDto(await repo.insertTeam(db, { name: input.name, coach: input.coach ?? null, divisionId: division.id, leagueId }));
}

export async function updateTeam(db: Db, leagueId: number, id: number, input: UpdateTeamInput) {
  const team = await repo.findTeamInLeague(db, leagueId, id);
  if (!team) throw AppError.notFound('Team');
  if (await repo.isTeamNameTaken(db, team.divisionId, input.name, team.id)) throw nameTaken();
  return toTeamDto(await repo.updateTeam(db, team.id, { name: input.name, coach: input.coach }));
}

export async function deleteTeam(db: Db, leagueId: number, id: number): Promise<void> {
  if (!(await repo.deleteTeamInLeague(db, leagueId, id))) throw AppError.notFound('Team');
}
