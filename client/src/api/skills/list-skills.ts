import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { SkillDto } from '@league/contract';

export const skillsKeys = {
  all: ['skills'] as const,
  list: (division: number | null | undefined) => ['skills', { division }] as const,
};

export async function listSkills(division: number): Promise<ListResponse<SkillDto>> {
  const { data } = await adminApi.get<ListResponse<SkillDto>>('/skills/', { params: { division } });
  return data;
}

/** A division's skills; nothing is fetched until a division is chosen. */
export const listSkillsQueryOptions = (division: number | null | undefined) =>
  queryOptions({ queryKey: skillsKeys.list(division), queryFn: () => listSkills(division!), enabled: !!division });

export function useSkills(division: number | null | undefined) {
  const query = useQuery(listSkillsQueryOptions(division));
  return { ...query, skills: listResults(query.data) };
}
