import { uniqueConflict } from '../../lib/db/unique-rules.js';
import { requireFiltersInLeague, requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { CreateTeamInput, ListTeamsQuery, UpdateTeamInput } from '@league/contract';
import { toTeamDto } from './teams.dto.js';
import * as repo from './teams.repository.js';
import { profileTeams } from './strength-profile.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import * as rosters from '../rosters/index.js';

export async function listTeams(ctx: LeagueContext, query: ListTeamsQuery) {
  requireOwnLeague(ctx, query.league);
  await requireFiltersInLeague(ctx, { division: query.division, season: query.season });
  const teams = await repo.findTeams(ctx.db, { leagueId: ctx.leagueId, divisionId: query.division, seasonId: query.season });
  // The filters always take whole divisions, so the listed teams are the base of their thirds.
  const profiles = profileTeams(teams);
  return { count: teams.length, results: teams.map((team) => toTeamDto(team, profiles.get(team.id)!)) };
}

/** One team with its profile among its division's teams. */
async function toTeamInDivision(ctx: LeagueContext, team: repo.TeamRow) {
  const profiles = profileTeams(await repo.findDivisionComposites(ctx.db, team.divisionId));
  return toTeamDto(team, profiles.get(team.id) ?? { top: 0, middle: 0, bottom: 0 });
}

export async function getTeam(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'team', id);
  return toTeamInDivision(ctx, await repo.findTeam(ctx.db, id));
}

export async function createTeam(ctx: LeagueContext, input: CreateTeamInput) {
  requireOwnLeague(ctx, input.league);
  const division = await requireInLeague(ctx, 'division', input.division);
  if (await repo.isTeamNameTaken(ctx.db, division.id, input.name)) throw uniqueConflict('Team');
  return toTeamInDivision(ctx, await rosters.createTeam(ctx.db, { name: input.name, coach: input.coach ?? null, divisionId: division.id, leagueId: ctx.leagueId }, repo.teamRowInclude));
}

export async function updateTeam(ctx: LeagueContext, id: number, input: UpdateTeamInput) {
  const team = await requireInLeague(ctx, 'team', id);
  if (await repo.isTeamNameTaken(ctx.db, team.divisionId, input.name, team.id)) throw uniqueConflict('Team');
  return toTeamInDivision(ctx, await repo.updateTeam(ctx.db, team.id, {
      name: input.name,
      coach: input.coach,
      coachEmail: input.coach_email,
      coachPhone: input.coach_phone,
      practiceDetails: input.practice_details,
    }));
}

export async function deleteTeam(ctx: LeagueContext, id: number): Promise<void> {
  const team = await requireInLeague(ctx, 'team', id);
  await runTransaction(ctx.db, async (tx) => {
    // The division before its players (the one lock order): deleting the team unassigns them.
    await lockDivisions(tx, [team.divisionId]);
    await rosters.deleteTeam(tx, id);
    await rosters.recordRosterVersion(tx, ctx, team.divisionId, 'team_delete', `Deleted team ${team.name}; its players are now Unassigned.`);
  });
}
