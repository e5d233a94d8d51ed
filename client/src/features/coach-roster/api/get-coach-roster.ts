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

/**
 * Whether the end-of-season rating form opens with this same key (decision 0090): the form
 * itself answers, with the team's open rating link behind it, or a sentence why not.
 */
export function useRatingFormOpen(key: string) {
  return useQuery({
    queryKey: ['coach-roster-rating-form', key],
    queryFn: async () => (await publicApi.get<{ data: { expires_at: string } }>(`/coach-links/${encodeURIComponent(key)}/`)).data.data,
    retry: false,
  });
}
