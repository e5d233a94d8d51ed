import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { ManagedReferee } from './managed-referee';

export async function listReferees(): Promise<ListResponse<ManagedReferee>> {
  const { data } = await refereeApi.get<ListResponse<ManagedReferee>>('/referees/list/');
  return data;
}

export const leagueRefereesQueryOptions = () => queryOptions({ queryKey: ['referee-admin', 'referees'] as const, queryFn: listReferees });

export function useLeagueReferees() {
  const query = useQuery(leagueRefereesQueryOptions());
  return { ...query, referees: listResults(query.data) };
}
