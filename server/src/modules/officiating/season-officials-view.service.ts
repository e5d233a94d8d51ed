import type { AssignmentStatus, SeasonOfficialsDto } from '@league/contract';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { describeTime, isoDay } from '../scheduling/index.js';
import * as repo from './officiating.repository.js';
import { refereeName } from './season-officials-input.js';

/**
 * What the assignor's Officials screen reads: the season's games with the officials each holds
 * now (proposed, published or accepted), and the name of every referee of the league, so a
 * preview of the auto-assign, which answers ids, can be shown in names.
 */
export async function listSeasonOfficials(ctx: LeagueContext, seasonId: number): Promise<SeasonOfficialsDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const [games, referees] = await Promise.all([repo.findSeasonGamesWithOfficials(ctx.db, seasonId), repo.findRefereeNames(ctx.db, ctx.leagueId)]);
  return {
    season_id: seasonId,
    games: games.map((g) => ({
      game_id: g.id,
      date: isoDay(g.date),
      start: describeTime(g.startMinute),
      end: describeTime(g.endMinute),
      division_id: g.divisionId,
      division: g.division.name,
      home: g.homeTeam.name,
      away: g.awayTeam.name,
      venue: g.venue.name,
      places: g.division.officials.map((o) => o.role),
      officials: g.officials.map((o) => ({
        assignment_id: o.id,
        role: o.role,
        referee_id: o.referee.id,
        referee_name: refereeName(o.referee),
        status: o.status as Exclude<AssignmentStatus, 'declined'>,
      })),
    })),
    referees: referees.map((r) => ({ id: r.id, name: refereeName(r) })),
  };
}
