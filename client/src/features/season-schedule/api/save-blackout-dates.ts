import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamBlackoutDatesDto, TeamBlackoutDatesInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/** PUT /seasons/{id}/teams/{teamId}/blackout_dates/: the whole list of days the team asked for no games. */
export async function saveBlackoutDates(seasonId: number, teamId: number, input: TeamBlackoutDatesInput): Promise<TeamBlackoutDatesDto> {
  return (await adminApi.put<TeamBlackoutDatesDto>(`/seasons/${seasonId}/teams/${teamId}/blackout_dates/`, input)).data;
}

export function useSaveBlackoutDates(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, input }: { teamId: number; input: TeamBlackoutDatesInput }) => saveBlackoutDates(seasonId, teamId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonScheduleKeys.games(seasonId) }),
  });
}
