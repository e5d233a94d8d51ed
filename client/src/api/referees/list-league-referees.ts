import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedRefereeDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';

/** The league's referees as managers see them (the referee list, the clinic form's picker). */
export async function listReferees(): Promise<ListResponse<ManagedRefereeDto>> {
  const { data } = await refereeApi.get<ListResponse<ManagedRefereeDto>>('/referees/list/');
  return data;
}

export const leagueRefereesQueryOptions = () => queryOptions({ queryKey: ['referee-admin', 'referees'] as const, queryFn: listReferees });

export function useLeagueReferees() {
  const query = useQuery(leagueRefereesQueryOptions());
  return { ...query, referees: listResults(query.data) };
}
