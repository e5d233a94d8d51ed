import type { SeasonDto } from '@league/contract';
import type { Season } from '../../generated/prisma/client.js';

const toDateString = (date: Date) => date.toISOString().slice(0, 10);

/** A season as the clients read it (spec section 3). */
export function toSeasonDto(season: Season): SeasonDto {
  return {
    id: season.id,
    name: season.name,
    year: season.year,
    start_date: toDateString(season.startDate),
    end_date: toDateString(season.endDate),
    league: season.leagueId,
    is_active: season.isActive,
  };
}
