import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/** POST /seasons/{id}/calendars/{feedId}/withdraw/: the link stops working; the next publication makes a new one. */
export async function withdrawCalendarLink(seasonId: number, feedId: number): Promise<void> {
  await adminApi.post(`/seasons/${seasonId}/calendars/${feedId}/withdraw/`);
}

export function useWithdrawCalendarLink(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: number) => withdrawCalendarLink(seasonId, feedId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonScheduleKeys.calendars(seasonId) }),
  });
}
