import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DivisionOfficiatingDto, DivisionOfficiatingInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { officialsKeys } from './officials-keys';

export async function getDivisionOfficiating(divisionId: number): Promise<DivisionOfficiatingDto> {
  return (await adminApi.get<DivisionOfficiatingDto>(`/divisions/${divisionId}/officiating/`)).data;
}

export const divisionOfficiatingQueryOptions = (divisionId: number) =>
  queryOptions({ queryKey: officialsKeys.division(divisionId), queryFn: () => getDivisionOfficiating(divisionId) });

export function useDivisionOfficiating(divisionId: number) {
  return useQuery(divisionOfficiatingQueryOptions(divisionId));
}

export async function saveDivisionOfficiating(divisionId: number, input: DivisionOfficiatingInput): Promise<DivisionOfficiatingDto> {
  return (await adminApi.put<DivisionOfficiatingDto>(`/divisions/${divisionId}/officiating/`, input)).data;
}

/** Saving what a division's games need makes any preview stale, so every officials cache refreshes. */
export function useSaveDivisionOfficiating(divisionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DivisionOfficiatingInput) => saveDivisionOfficiating(divisionId, input),
    onSuccess: () => invalidateQueries(queryClient, [officialsKeys.all]),
  });
}
