import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuildScheduleInput, ScheduleDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/** POST /seasons/{id}/schedule/: a dry run previews; otherwise the divisions' draft games are replaced. */
export async function buildSchedule(seasonId: number, input: BuildScheduleInput): Promise<ScheduleDto> {
  return (await adminApi.post<ScheduleDto>(`/seasons/${seasonId}/schedule/`, input)).data;
}

export function useBuildSchedule(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuildScheduleInput) => buildSchedule(seasonId, input),
    onSuccess: (data) => (data.dry_run ? undefined : queryClient.invalidateQueries({ queryKey: seasonScheduleKeys.games(seasonId) })),
  });
}
