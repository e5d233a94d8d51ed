import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishScheduleInput, SchedulePublishDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/**
 * POST /seasons/{id}/schedule/publish/: emails the families and coaches concerned and makes their
 * calendar links; with dry_run, answers how many would be emailed and writes nothing.
 */
export async function publishSchedule(seasonId: number, input: PublishScheduleInput): Promise<SchedulePublishDto> {
  return (await adminApi.post<SchedulePublishDto>(`/seasons/${seasonId}/schedule/publish/`, input)).data;
}

export function usePublishSchedule(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishSchedule(seasonId, { dry_run: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonScheduleKeys.season(seasonId) }),
  });
}

/** Who publishing now would email, asked before the dialog opens. */
export function usePreviewPublishSchedule(seasonId: number) {
  return useMutation({ mutationFn: () => publishSchedule(seasonId, { dry_run: true }) });
}
