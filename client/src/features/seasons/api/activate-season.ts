import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeasonDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { seasonsKeys } from '@/api/seasons/list-seasons';

/** Makes the season the league's active one; the server makes the others inactive. */
export async function activateSeason(id: number): Promise<SeasonDto> {
  const { data } = await adminApi.post<SeasonDto>(`/seasons/${id}/activate/`);
  return data;
}

export function useActivateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateSeason,
    onSuccess: () => invalidateQueries(queryClient, [seasonsKeys.all]),
  });
}
