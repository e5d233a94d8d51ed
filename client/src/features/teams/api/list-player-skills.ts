import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { RatingDto } from './player-skill-types';

export async function listPlayerSkills(player: number): Promise<RatingDto[]> {
  const { data } = await adminApi.get<ListResponse<RatingDto>>('/player-skills/', { params: { player } });
  return listResults(data);
}

export const listPlayerSkillsQueryOptions = (player: number) =>
  queryOptions({ queryKey: ['player-skills', { player }] as const, queryFn: () => listPlayerSkills(player) });

export function usePlayerSkills(player: number) {
  return useQuery(listPlayerSkillsQueryOptions(player));
}
