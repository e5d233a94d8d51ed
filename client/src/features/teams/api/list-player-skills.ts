import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { PlayerSkill } from './player-skill-types';

export const playerSkillsQueryKey = (player: number) => ['player-skills', { player }] as const;

export async function listPlayerSkills(player: number): Promise<PlayerSkill[]> {
  const { data } = await adminApi.get<ListResponse<PlayerSkill>>('/player-skills/', { params: { player } });
  return listResults(data);
}

export function usePlayerSkills(player: number) {
  return useQuery({ queryKey: playerSkillsQueryKey(player), queryFn: () => listPlayerSkills(player) });
}
