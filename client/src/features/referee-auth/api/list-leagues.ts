import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';

export interface League {
  id: number;
  name: string;
}

/** Public: a referee picks a league before having an account (a token is sent only if present). */
export async function listLeagues(): Promise<League[]> {
  const { data } = await refereeApi.get<League[]>('/public/leagues/');
  return Array.isArray(data) ? data : [];
}

export const leaguesQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'leagues'] as const, queryFn: listLeagues, staleTime: 5 * 60_000 });

export function useLeagues() {
  const query = useQuery(leaguesQueryOptions());
  return { ...query, leagues: query.data ?? [] };
}
