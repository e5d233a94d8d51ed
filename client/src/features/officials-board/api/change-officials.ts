import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficialsChangeDto, OfficialsPlaceChange } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { invalidateQueries } from '@/api/invalidate-queries';
import { officialsKeys } from './officials-keys';

/** A change by hand: a dry run answers what it does or the rules it breaks; otherwise it is saved as not yet published. */
export async function changeOfficials(api: AxiosInstance, seasonId: number, changes: OfficialsPlaceChange[], dryRun: boolean): Promise<OfficialsChangeDto> {
  return (await api.post<OfficialsChangeDto>(`/seasons/${seasonId}/officials/changes/`, { dry_run: dryRun, changes })).data;
}

/** The verdict before the assignor confirms; nothing is written. */
export function useCheckChange(seasonId: number) {
  const api = useApiClient();
  return useMutation({ mutationFn: (changes: OfficialsPlaceChange[]) => changeOfficials(api, seasonId, changes, true) });
}

/**
 * A drag's verdict for one change (official and target place), kept for the drag: passing over a
 * place again asks nothing; each new drag asks afresh (`officialsKeys.dragVerdicts` is removed).
 */
export const dragVerdictQueryOptions = (api: AxiosInstance, seasonId: number, changes: OfficialsPlaceChange[]) =>
  queryOptions({
    queryKey: [...officialsKeys.dragVerdicts(seasonId), changes] as const,
    queryFn: () => changeOfficials(api, seasonId, changes, true),
    staleTime: Infinity,
  });

/** Saves the change; every officials cache refreshes (the table, the candidate lists, a preview). */
export function useChangeOfficials(seasonId: number) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useMutation({
    mutationFn: (changes: OfficialsPlaceChange[]) => changeOfficials(api, seasonId, changes, false),
    // Not awaited: the saved answer shows as soon as the server gives it, and the board's reads
    // refresh behind it (awaited, the message and the confirm's closing waited for every one).
    onSettled: () => void invalidateQueries(queryClient, [officialsKeys.all]),
  });
}
