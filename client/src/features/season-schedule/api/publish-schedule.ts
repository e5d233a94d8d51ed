import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulePublishDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/** POST /seasons/{id}/schedule/publish/: emails the families and coaches concerned and makes their calendar links. */
export async function publishSchedule(seasonId: number): Promise<SchedulePublishDto> {
  return (await adminApi.post<SchedulePublishDto>(`/seasons/${seasonId}/schedule/publish/`)).data;
}

export function usePublishSchedule(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishSchedule(seasonId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonScheduleKeys.season(seasonId) }),
  });
}
