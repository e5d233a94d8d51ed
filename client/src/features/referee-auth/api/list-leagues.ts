import { useQuery } from '@tanstack/react-query';
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

export function useLeagues() {
  const query = useQuery({ queryKey: ['public', 'leagues'], queryFn: listLeagues, staleTime: 5 * 60_000 });
  return { ...query, leagues: query.data ?? [] };
}
