import axios from 'axios';
import { useQuery } from '@tanstack/react-query';
import type { CoachRosterDto } from '@league/contract';
import { env } from '@/config/env';

// No account: the key in the link is the only credential, so no stored token is sent.
const publicApi = axios.create({ baseURL: env.VITE_API_BASE_URL });

export function useCoachRoster(key: string) {
  return useQuery({
    queryKey: ['coach-roster', key],
    queryFn: async () => (await publicApi.get<CoachRosterDto>(`/coach/${encodeURIComponent(key)}/`)).data,
    retry: false,
  });
}
