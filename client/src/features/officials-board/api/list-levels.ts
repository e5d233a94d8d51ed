import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificationLevelDto } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { listResults, type ListResponse } from '@/lib/list-response';
import { officialsKeys } from './officials-keys';

// The shared certification levels call always goes through the referee portal's session; this
// screen asks with the session of the portal it is open in (the league admin's or the referee admin's).
export async function listLevels(api: AxiosInstance): Promise<ListResponse<CertificationLevelDto>> {
  const { data } = await api.get<ListResponse<CertificationLevelDto>>('/referees/certification_levels/');
  return data;
}

export const levelsQueryOptions = (api: AxiosInstance) => queryOptions({ queryKey: officialsKeys.levels(), queryFn: () => listLevels(api) });

export function useLevels() {
  const query = useQuery(levelsQueryOptions(useApiClient()));
  return { ...query, levels: listResults(query.data) };
}
