import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonOfficialsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { officialsKeys } from './officials-keys';

/** The season's games with the officials they hold now, and the referees' names. */
export async function listSeasonOfficials(seasonId: number): Promise<SeasonOfficialsDto> {
  return (await adminApi.get<SeasonOfficialsDto>(`/seasons/${seasonId}/officials/`)).data;
}

export const seasonOfficialsQueryOptions = (seasonId: number) =>
  queryOptions({ queryKey: officialsKeys.season(seasonId), queryFn: () => listSeasonOfficials(seasonId) });

export function useSeasonOfficials(seasonId: number) {
  return useQuery(seasonOfficialsQueryOptions(seasonId));
}
