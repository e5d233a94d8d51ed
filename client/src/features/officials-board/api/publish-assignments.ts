import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignOfficialsDto, OfficialsPublishDto } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { invalidateQueries } from '@/api/invalidate-queries';
import { officialsKeys } from './officials-keys';

/**
 * Saves the auto-assign, then tells the referees (decision 0168). The optimizer answers the same
 * for the same season, so what is published is what the preview showed unless a referee answered
 * or a setting changed in between, and then the newer state wins.
 */
export async function publishAssignments(api: AxiosInstance, seasonId: number): Promise<OfficialsPublishDto> {
  await api.post<AssignOfficialsDto>(`/seasons/${seasonId}/officials/assign/`, { dry_run: false });
  return (await api.post<OfficialsPublishDto>(`/seasons/${seasonId}/officials/publish/`)).data;
}

export function usePublishAssignments(seasonId: number) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useMutation({
    mutationFn: () => publishAssignments(api, seasonId),
    onSettled: () => invalidateQueries(queryClient, [officialsKeys.all]),
  });
}
