import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { Skill } from './types';

export const skillsQueryKey = (division: number | null | undefined) => ['skills', { division }] as const;

export async function listSkills(division: number): Promise<ListResponse<Skill>> {
  const { data } = await adminApi.get<ListResponse<Skill>>('/skills/', { params: { division } });
  return data;
}

export function useSkills(division: number | null | undefined) {
  const query = useQuery({ queryKey: skillsQueryKey(division), queryFn: () => listSkills(division!), enabled: !!division });
  return { ...query, skills: listResults(query.data) };
}
