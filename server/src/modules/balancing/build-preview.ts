import { round } from '../../lib/composite.js';
import type { RosterPlayer } from './csv/read-roster.js';
import { regionCodes, weekdayCodes, type BalancedPlayerDto, type BalancePreviewDto } from '@league/contract';
import { findBestPracticeDays, findPrimaryRegion } from './optimizer/team-stats.js';
import type { BalancePlayer, BalanceResult, RegionMode } from './optimizer/types.js';

export interface PreviewSettings {
  seed: number;
  region: { column: string | null; mode: RegionMode; weight: number };
  availability: { column: string | null; weight: number };
  height: { column: string | null; weight: number };
}

/** Everything the client shows, plus what it must send back to save (ratings, email, birth date). */
function toPlayerDto(player: RosterPlayer): BalancedPlayerDto {
  return {
    name: player.name,
    composite: round(player.composite, 4),
    region: player.region,
    unavailable_days: player.unavailableDays,
    height_cm: player.heightCm,
    email: player.email,
    date_of_birth: player.dateOfBirth,
    ratings: player.ratings,
    row: player.row,
  };
}

function averageHeight(players: RosterPlayer[]): number | null {
  const heights = players.flatMap((p) => (p.heightCm === null ? [] : [p.heightCm]));
  return heights.length ? round(heights.reduce((sum, h) => sum + h, 0) / heights.length, 1) : null;
}

/** The answer of players/balanced_teams/: `results` per team and the `summary` of the spec. */
export function buildPreview(roster: RosterPlayer[], balanced: BalancePlayer[], result: BalanceResult, settings: PreviewSettings): BalancePreviewDto {
  const teams = result.teams.map((members, t) => ({ team_name: `Team ${t + 1}`, members }));
  const results = teams.map(({ team_name, members }) => ({
    team_name,
    composite_total: round(members.reduce((sum, i) => sum + roster[i]!.composite, 0), 4),
    average_height_cm: averageHeight(members.map((i) => roster[i]!)),
    player_count: members.length,
    players: [...members].sort((a, b) => roster[b]!.composite - roster[a]!.composite || a - b).map((i) => toPlayerDto(roster[i]!)),
  }));
  const { terms } = result;
  return {
    results,
    summary: {
      composite_spread: round(terms.spread, 4),
      seed_used: settings.seed,
      region: {
        column_used: settings.region.column,
        total_penalty: terms.regionPenalty,
        mode: settings.region.mode,
        weight_used: settings.region.column ? settings.region.weight : 0,
      },
      availability: {
        column_used: settings.availability.column,
        total_penalty: terms.availabilityPenalty,
        weight_used: settings.availability.column ? settings.availability.weight : 0,
      },
      height: {
        column_used: settings.height.column,
        spread_cm: round(terms.heightSpread, 2),
        weight_used: settings.height.column ? settings.height.weight : 0,
      },
      teams: teams.map(({ team_name, members }) => {
        const team = members.map((i) => balanced[i]!);
        const region = findPrimaryRegion(team);
        return {
          team_name,
          best_practice_days: findBestPracticeDays(team).map((d) => weekdayCodes[d]!),
          primary_region: region === null ? null : regionCodes[region]!,
        };
      }),
    },
  };
}
