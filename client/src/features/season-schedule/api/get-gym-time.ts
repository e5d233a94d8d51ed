import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymTimeDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

export async function getGymTime(seasonId: number): Promise<GymTimeDto> {
  return (await adminApi.get<GymTimeDto>(`/seasons/${seasonId}/gym_time/`)).data;
}

export const gymTimeQueryOptions = (seasonId: number) => queryOptions({ queryKey: seasonScheduleKeys.gymTime(seasonId), queryFn: () => getGymTime(seasonId) });

export function useGymTime(seasonId: number) {
  return useQuery(gymTimeQueryOptions(seasonId));
}
