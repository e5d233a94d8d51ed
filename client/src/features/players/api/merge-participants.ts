import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantMergeResultDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { playersKeys } from '@/api/players/list-players';
import { invalidateQueries } from '@/api/invalidate-queries';

export interface MergeRequest {
  otherId: number;
  /** True: only say what would move. */
  dryRun: boolean;
}

/** POST /participants/{id}/merge/: the other record of this child is merged into this one (or previewed). */
export async function mergeParticipants(id: number, { otherId, dryRun }: MergeRequest): Promise<ParticipantMergeResultDto> {
  return (await adminApi.post<ParticipantMergeResultDto>(`/participants/${id}/merge/`, { other_id: otherId, dry_run: dryRun })).data;
}

/** Preview and merge; a real merge changes every participant and player view, so all are read again. */
export function useMergeParticipants(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MergeRequest) => mergeParticipants(id, request),
    onSuccess: (result) => (result.dry_run ? undefined : invalidateQueries(queryClient, [['participants'], playersKeys.all])),
  });
}
