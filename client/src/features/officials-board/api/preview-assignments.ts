import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignOfficialsDto } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { officialsKeys } from './officials-keys';

/** The auto-assign worked out without saving anything (dry run). */
export async function previewAssignments(api: AxiosInstance, seasonId: number): Promise<AssignOfficialsDto> {
  return (await api.post<AssignOfficialsDto>(`/seasons/${seasonId}/officials/assign/`, { dry_run: true })).data;
}

/**
 * A read, although it is a POST: it writes nothing, and as a query under `officialsKeys.all` a
 * saved division setting or a publication refreshes the preview on screen instead of leaving
 * an answer to the old settings. It runs only once asked for; a refusal (no games yet) is final.
 */
export const previewAssignmentsQueryOptions = (api: AxiosInstance, seasonId: number) =>
  queryOptions({ queryKey: officialsKeys.preview(seasonId), queryFn: () => previewAssignments(api, seasonId), retry: false, staleTime: 0 });

export function usePreviewAssignments(seasonId: number, requested: boolean) {
  return useQuery({ ...previewAssignmentsQueryOptions(useApiClient(), seasonId), enabled: requested });
}
