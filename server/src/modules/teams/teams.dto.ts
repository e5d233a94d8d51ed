import type { TeamDto, TierCountsDto } from '@league/contract';
import { readHeightCm } from '../../lib/additional-data.js';
import type { TeamRow } from './teams.repository.js';
import { summarizeTeam } from './team-summary.js';
import { averageSkills } from './strength-profile.js';

/** A team as the clients read it, with scores and summary from its current roster. */
export function toTeamDto(team: TeamRow, profile: TierCountsDto): TeamDto {
  const roster = team.players.map((p) => ({ overallSkill: p.overallSkill, heightCm: readHeightCm(p), additionalData: p.additionalData }));
  return {
    id: team.id,
    name: team.name,
    coach: team.coach,
    coach_email: team.coachEmail,
    coach_phone: team.coachPhone,
    practice_details: team.practiceDetails,
    division: team.divisionId,
    division_name: team.division.name,
    season: team.division.seasonId,
    league: team.leagueId,
    created_at: team.createdAt.toISOString(),
    updated_at: team.updatedAt.toISOString(),
    ...summarizeTeam(roster),
    strength_profile: profile,
    skill_averages: averageSkills(team.players, team.division.skills),
  };
}
