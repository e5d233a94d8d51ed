import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseGymTimeDto, CloseGymTimeInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { seasonScheduleKeys } from './schedule-keys';

/** POST /seasons/{id}/schedule/close/: a dry run previews the moves; otherwise the day's gym time goes and the games move. */
export async function closeGymTime(seasonId: number, input: CloseGymTimeInput): Promise<CloseGymTimeDto> {
  return (await adminApi.post<CloseGymTimeDto>(`/seasons/${seasonId}/schedule/close/`, input)).data;
}

export function useCloseGymTime(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseGymTimeInput) => closeGymTime(seasonId, input),
    onSuccess: (data) => (data.dry_run ? undefined : invalidateQueries(queryClient, [seasonScheduleKeys.games(seasonId), seasonScheduleKeys.gymTime(seasonId)])),
  });
}
