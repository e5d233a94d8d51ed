import type { DivisionDto } from '@league/contract';
import type { Division } from '../../generated/prisma/client.js';

export type DivisionWithSeason = Division & { season: { name: string } };

/** A division as the clients read it (spec section 3), with its season's name for the tables. */
export function toDivisionDto(division: DivisionWithSeason): DivisionDto {
  return {
    id: division.id,
    name: division.name,
    season: division.seasonId,
    season_name: division.season.name,
    min_age: division.minAge,
    max_age: division.maxAge,
    description: division.description,
    league: division.leagueId,
    households_as_groups: division.householdsAsGroups,
  };
}
