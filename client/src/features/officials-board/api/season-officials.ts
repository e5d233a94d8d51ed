import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonOfficialsDto } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { officialsKeys } from './officials-keys';

/** The season's games with the officials they hold now, and the referees' names. */
export async function listSeasonOfficials(api: AxiosInstance, seasonId: number): Promise<SeasonOfficialsDto> {
  return (await api.get<SeasonOfficialsDto>(`/seasons/${seasonId}/officials/`)).data;
}

export const seasonOfficialsQueryOptions = (api: AxiosInstance, seasonId: number) =>
  queryOptions({ queryKey: officialsKeys.season(seasonId), queryFn: () => listSeasonOfficials(api, seasonId) });

export function useSeasonOfficials(seasonId: number) {
  return useQuery(seasonOfficialsQueryOptions(useApiClient(), seasonId));
}
