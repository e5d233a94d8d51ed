import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeasonOfficialsSettingsDto, SeasonOfficialsSettingsInput } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { invalidateQueries } from '@/api/invalidate-queries';
import { officialsKeys } from './officials-keys';

export async function getSeasonOfficialsSettings(api: AxiosInstance, seasonId: number): Promise<SeasonOfficialsSettingsDto> {
  return (await api.get<SeasonOfficialsSettingsDto>(`/seasons/${seasonId}/officials/settings/`)).data;
}

export const seasonOfficialsSettingsQueryOptions = (api: AxiosInstance, seasonId: number) =>
  queryOptions({ queryKey: officialsKeys.settings(seasonId), queryFn: () => getSeasonOfficialsSettings(api, seasonId) });

export function useSeasonOfficialsSettings(seasonId: number) {
  return useQuery(seasonOfficialsSettingsQueryOptions(useApiClient(), seasonId));
}

export async function saveSeasonOfficialsSettings(api: AxiosInstance, seasonId: number, input: SeasonOfficialsSettingsInput): Promise<SeasonOfficialsSettingsDto> {
  return (await api.put<SeasonOfficialsSettingsDto>(`/seasons/${seasonId}/officials/settings/`, input)).data;
}

export function useSaveSeasonOfficialsSettings(seasonId: number) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: SeasonOfficialsSettingsInput) => saveSeasonOfficialsSettings(api, seasonId, input),
    onSuccess: () => invalidateQueries(queryClient, [officialsKeys.settings(seasonId)]),
  });
}
