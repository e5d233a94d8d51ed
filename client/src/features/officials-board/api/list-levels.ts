import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificationLevelDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { officialsKeys } from './officials-keys';

// The shared certification levels call goes through the referee portal's session; this screen
// sits in the league admin's dashboard, signed in with the admin's token.
export async function listLevels(): Promise<ListResponse<CertificationLevelDto>> {
  const { data } = await adminApi.get<ListResponse<CertificationLevelDto>>('/referees/certification_levels/');
  return data;
}

export const levelsQueryOptions = () => queryOptions({ queryKey: officialsKeys.levels(), queryFn: listLevels });

export function useLevels() {
  const query = useQuery(levelsQueryOptions());
  return { ...query, levels: listResults(query.data) };
}
