import axios from 'axios';
import { useQuery } from '@tanstack/react-query';
import type { PublicScheduleDto } from '@league/contract';
import { env } from '@/config/env';

// No account: the token in the link is the only key, so no stored token is sent.
const publicApi = axios.create({ baseURL: env.VITE_API_BASE_URL });

export const getPublicSchedule = async (token: string) => (await publicApi.get<PublicScheduleDto>(`/public/schedules/${encodeURIComponent(token)}/`)).data;

export function usePublicSchedule(token: string) {
  return useQuery({ queryKey: ['public-schedule', token], queryFn: () => getPublicSchedule(token), retry: false });
}
