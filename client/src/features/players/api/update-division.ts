import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DivisionDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { divisionsKeys } from '@/api/divisions/list-divisions';
import { invalidateQueries } from '@/api/invalidate-queries';

/** PATCH /divisions/{id}/: whether siblings are one group when the division's players are balanced (decision 0046). */
export function useSetHouseholdsAsGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ divisionId, on }: { divisionId: number; on: boolean }) =>
      (await adminApi.patch<DivisionDto>(`/divisions/${divisionId}/`, { households_as_groups: on })).data,
    onSuccess: () => invalidateQueries(queryClient, [divisionsKeys.all]),
  });
}
