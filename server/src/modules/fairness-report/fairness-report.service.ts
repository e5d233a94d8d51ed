import { compareTeamStrength, countGenders, measureGenderBalance, readKeptRules, type FairnessReportDto, type FairnessReportQuery, type FairnessReportTeam, type RosterChangeKind } from '@league/contract';
import { round } from '../../lib/composite.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { readHeightCm } from '../../lib/additional-data.js';
import { averageSkills, profileTeams, summarizeTeam } from '../teams/index.js';
import { checkDivisionRules } from './division-rules.js';
import * as repo from './fairness-report.repository.js';

type Division = Awaited<ReturnType<typeof repo.findReportDivision>>;
type RosterPlayer = repo.ReportRoster['players'][number];

/** Everything the printable fairness page shows for one division; ratings only when asked. */
export async function buildFairnessReport(ctx: LeagueContext, divisionId: number, query: FairnessReportQuery, now = new Date()): Promise<FairnessReportDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const [division, roster, latest] = await Promise.all([
    repo.findReportDivision(ctx.db, divisionId),
    repo.findReportRoster(ctx.db, divisionId),
    repo.findLatestVersion(ctx.db, divisionId),
  ]);
  const rosters = roster.teams.map((team) => ({ ...team, players: roster.players.filter((p) => p.teamId === team.id) }));
  const profiles = profileTeams(rosters);
  const rules = checkDivisionRules(roster);
  const teams: FairnessReportTeam[] = rosters
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((team) => {
      const scores = summarizeTeam(team.players.map((p) => ({ overallSkill: p.overallSkill, heightCm: readHeightCm(p), additionalData: p.additionalData })));
      return {
        id: team.id,
        name: team.name,
        coach: team.coach,
        player_count: team.players.length,
        team_composite: scores.team_composite,
        team_average: scores.team_average,
        strength_profile: profiles.get(team.id)!,
        skill_averages: averageSkills(team.players, division.skills),
        average_height_cm: scores.team_summary.average_height_cm,
        best_practice_day_names: scores.team_summary.best_practice_day_names,
        requests: rules.requestsOf(team.id),
        players: [...team.players].sort((a, b) => a.name.localeCompare(b.name)).map((p) => toReportPlayer(p, division, query.include_ratings)),
      };
    });
  const totals = teams.map((t) => t.team_composite);
  return {
    division: { id: division.id, name: division.name, season_name: division.season.name },
    generated_at: now.toISOString(),
    include_ratings: query.include_ratings,
    skills: division.skills.map((s) => ({ id: s.id, name: s.name, weight: s.weight, scale: s.normalizationFactor })),
    strength_gap: totals.length ? round(Math.max(...totals) - Math.min(...totals), 2) : 0,
    strength: compareTeamStrength(teams.map((t) => ({ total: t.team_composite, players: t.player_count }))),
    unassigned_players: roster.players.filter((p) => p.teamId === null).length,
    rules: rules.division,
    gender: measureGenderBalance(rosters.map((team) => ({ team_name: team.name, counts: countGenders(team.players.map((p) => readKeptRules(p.additionalData).gender)) }))),
    last_change: latest && { version: latest.version, kind: latest.kind as RosterChangeKind, summary: latest.summary, created_at: latest.createdAt.toISOString() },
    teams,
  };
}

function toReportPlayer(player: RosterPlayer, division: Division, includeRatings: boolean) {
  if (!includeRatings) return { id: player.id, name: player.name };
  const ratings = new Map(player.ratings.map((r) => [r.skillId, r.rating]));
  return {
    id: player.id,
    name: player.name,
    overall_skill: round(player.overallSkill, 2),
    ratings: division.skills.map((s) => {
      const stored = ratings.get(s.id);
      return { skill_id: s.id, rating: stored === undefined ? null : round(stored, 2) };
    }),
  };
}
