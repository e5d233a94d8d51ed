import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { RefereeProfile } from '@/features/referee-auth/session';

export async function listReferees(): Promise<ListResponse<RefereeProfile>> {
  const { data } = await refereeApi.get<ListResponse<RefereeProfile>>('/referees/list/');
  return data;
}

export function useLeagueReferees() {
  const query = useQuery({ queryKey: ['referee-admin', 'referees'], queryFn: listReferees });
  return { ...query, referees: listResults(query.data) };
}
