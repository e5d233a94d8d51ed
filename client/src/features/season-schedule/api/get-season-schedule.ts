import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonScheduleDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/** GET /seasons/{id}/schedule/: the saved games, drafts and published. */
export async function getSeasonSchedule(seasonId: number): Promise<SeasonScheduleDto> {
  return (await adminApi.get<SeasonScheduleDto>(`/seasons/${seasonId}/schedule/`)).data;
}

export const seasonScheduleQueryOptions = (seasonId: number) => queryOptions({ queryKey: seasonScheduleKeys.games(seasonId), queryFn: () => getSeasonSchedule(seasonId) });

export function useSeasonSchedule(seasonId: number) {
  return useQuery(seasonScheduleQueryOptions(seasonId));
}
