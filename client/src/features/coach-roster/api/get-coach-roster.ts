import axios from 'axios';
import { useQuery } from '@tanstack/react-query';
import type { CoachFormStatusDto, CoachRosterDto } from '@league/contract';
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
 * Whether the end-of-season rating form opens with this same key (decision 0090). The form's
 * status answers "not open yet" with its sentence, so the page logs no 404 on each load (decision 0187).
 */
export function useRatingFormOpen(key: string) {
  return useQuery({
    queryKey: ['coach-roster-rating-form', key],
    queryFn: async () => (await publicApi.get<CoachFormStatusDto>(`/coach-links/${encodeURIComponent(key)}/status/`)).data,
    retry: false,
  });
}
