import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueTravelDto, VenueTravelInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/** PUT /seasons/{id}/venues/travel/: the season's travel minutes, replacing the last ones. */
export async function saveVenueTravel(seasonId: number, input: VenueTravelInput): Promise<VenueTravelDto> {
  return (await adminApi.put<VenueTravelDto>(`/seasons/${seasonId}/venues/travel/`, input)).data;
}

export function useSaveVenueTravel(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VenueTravelInput) => saveVenueTravel(seasonId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonScheduleKeys.games(seasonId) }),
  });
}
