import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DivisionOfficiatingDto, DivisionOfficiatingInput } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { invalidateQueries } from '@/api/invalidate-queries';
import { officialsKeys } from './officials-keys';

export async function getDivisionOfficiating(api: AxiosInstance, divisionId: number): Promise<DivisionOfficiatingDto> {
  return (await api.get<DivisionOfficiatingDto>(`/divisions/${divisionId}/officiating/`)).data;
}

export const divisionOfficiatingQueryOptions = (api: AxiosInstance, divisionId: number) =>
  queryOptions({ queryKey: officialsKeys.division(divisionId), queryFn: () => getDivisionOfficiating(api, divisionId) });

export function useDivisionOfficiating(divisionId: number) {
  return useQuery(divisionOfficiatingQueryOptions(useApiClient(), divisionId));
}

export async function saveDivisionOfficiating(api: AxiosInstance, divisionId: number, input: DivisionOfficiatingInput): Promise<DivisionOfficiatingDto> {
  return (await api.put<DivisionOfficiatingDto>(`/divisions/${divisionId}/officiating/`, input)).data;
}

/** Saving what a division's games need makes any preview stale, so every officials cache refreshes. */
export function useSaveDivisionOfficiating(divisionId: number) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: DivisionOfficiatingInput) => saveDivisionOfficiating(api, divisionId, input),
    onSuccess: () => invalidateQueries(queryClient, [officialsKeys.all]),
  });
}
