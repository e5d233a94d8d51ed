import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeasonOfficialsSettingsDto, SeasonOfficialsSettingsInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { officialsKeys } from './officials-keys';

export async function getSeasonOfficialsSettings(seasonId: number): Promise<SeasonOfficialsSettingsDto> {
  return (await adminApi.get<SeasonOfficialsSettingsDto>(`/seasons/${seasonId}/officials/settings/`)).data;
}

export const seasonOfficialsSettingsQueryOptions = (seasonId: number) =>
  queryOptions({ queryKey: officialsKeys.settings(seasonId), queryFn: () => getSeasonOfficialsSettings(seasonId) });

export function useSeasonOfficialsSettings(seasonId: number) {
  return useQuery(seasonOfficialsSettingsQueryOptions(seasonId));
}

export async function saveSeasonOfficialsSettings(seasonId: number, input: SeasonOfficialsSettingsInput): Promise<SeasonOfficialsSettingsDto> {
  return (await adminApi.put<SeasonOfficialsSettingsDto>(`/seasons/${seasonId}/officials/settings/`, input)).data;
}

export function useSaveSeasonOfficialsSettings(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonOfficialsSettingsInput) => saveSeasonOfficialsSettings(seasonId, input),
    onSuccess: () => invalidateQueries(queryClient, [officialsKeys.settings(seasonId)]),
  });
}
