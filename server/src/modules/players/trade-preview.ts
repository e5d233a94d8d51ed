import type { DivisionTermsDto, TradeInput, TradePreviewDto } from '@league/contract';
import { round } from '../../lib/composite.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { measureAssignment } from '../balancing/index.js';
import { planTrade } from './plan-trade.js';
import * as tradeRepo from './trade.repository.js';
import { findBrokenRules, toRuledTeams, type DivisionRoster, type Placement } from './trade-rules.js';

/**
 * What a trade or move would do to every term the balancing weighs (strength gap, tiers,
 * height, region, practice days, requests), measured by the optimizer's own state before and
 * after; and the saved rules it would break. The same checks as the trade; nothing is written.
 */
export async function previewTrade(ctx: LeagueContext, input: TradeInput): Promise<TradePreviewDto> {
  const { divisionId, placement } = await planTrade(ctx, input);
  const roster = await tradeRepo.findDivisionRoster(ctx.db, divisionId);
  const shown = touchedTeams(roster, placement);
  return {
    before: measureDivision(roster, new Map(), shown),
    after: measureDivision(roster, placement, shown),
    breaks_rules: findBrokenRules(roster, placement),
  };
}

/** The teams the moved players leave and join, the first moved player's team first. */
function touchedTeams(roster: DivisionRoster, placement: Placement): number[] {
  const teamOf = new Map(roster.players.map((p) => [p.id, p.teamId]));
  const ids = [...placement].flatMap(([playerId, to]) => [teamOf.get(playerId) ?? null, to]);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

function measureDivision(roster: DivisionRoster, placement: Placement, shownTeamIds: number[]): DivisionTermsDto {
  const { players, teams } = toRuledTeams(roster, placement);
  const measure = measureAssignment(players, teams);
  const regionKnown = measure.teams.some((t) => t.knownRegion > 0);
  const heightKnown = measure.teams.some((t) => t.averageHeightCm !== null);
  return {
    strength_gap: round(measure.terms.spread, 2),
    height_gap_cm: heightKnown ? round(measure.terms.heightSpread, 1) : null,
    players_outside_region: regionKnown ? measure.terms.regionPenalty : null,
    practice_conflicts: measure.terms.availabilityPenalty,
    requests: measure.requests,
    teams: shownTeamIds.map((teamId) => {
      const t = roster.teams.findIndex((team) => team.id === teamId);
      const team = measure.teams[t]!;
      const [top, middle, bottom] = team.tiers as [number, number, number];
      return {
        team_id: teamId,
        team_name: roster.teams[t]!.name,
        player_count: team.size,
        strength_total: round(team.total, 2),
        tiers: { top, middle, bottom },
        average_height_cm: team.averageHeightCm === null ? null : round(team.averageHeightCm, 1),
        players_outside_region: team.knownRegion > 0 ? team.outsideRegion : regionKnown ? 0 : null,
        practice_conflicts: team.practiceConflicts,
      };
    }),
  };
}
