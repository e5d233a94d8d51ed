import type { SeasonRaterReviewDto } from '@league/contract';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { findSeasonDivisions } from './rater-review.repository.js';
import { loadRatingsByDivision, reviewOfDivision } from './rater-review.service.js';

/**
 * A rater's flags across one season (decision 0077). Each division is still compared within
 * itself: skills are a division's own and a U8 coach's average says nothing against U14 coaches',
 * so the season view gathers the per-division figures by rater (names compared as 0045 does).
 */
export async function reviewSeasonRaters(ctx: LeagueContext, seasonId: number): Promise<SeasonRaterReviewDto> {
  const season = await requireInLeague(ctx, 'season', seasonId);
  const divisions = await findSeasonDivisions(ctx.db, seasonId, ctx.leagueId);
  const loaded = await loadRatingsByDivision(ctx.db, ctx.leagueId, divisions.map((d) => d.id));
  const byRater = new Map<string, SeasonRaterReviewDto['raters'][number]>();
  loaded.forEach((division, i) => {
    for (const rater of reviewOfDivision(division)) {
      const key = rater.rater_name.trim().toLowerCase();
      const row = byRater.get(key) ?? { rater_name: rater.rater_name, divisions: [] };
      row.divisions.push({ division_id: divisions[i]!.id, division_name: divisions[i]!.name, team_names: rater.team_names, players_rated: rater.players_rated, flags: rater.flags });
      byRater.set(key, row);
    }
  });
  return {
    season_id: seasonId,
    season_name: season.name,
    divisions_compared: loaded.filter((d) => d.entries.length > 0).length,
    raters: [...byRater.values()].sort((a, b) => a.rater_name.localeCompare(b.rater_name)),
  };
}
