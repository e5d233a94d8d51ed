import axios from 'axios';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachFormDto, CoachRatingsSavedDto, SubmitCoachRatingsInput } from '@league/contract';
import { env } from '@/config/env';

// No account: the token in the link is the only credential, so no stored token is sent.
const publicApi = axios.create({ baseURL: env.VITE_API_BASE_URL });
const formPath = (token: string) => `/coach-links/${encodeURIComponent(token)}/`;

export function useCoachForm(token: string) {
  return useQuery({
    queryKey: ['coach-form', token],
    queryFn: async () => (await publicApi.get<CoachFormDto>(formPath(token))).data,
    retry: false,
  });
}

export function useSaveCoachRatings(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubmitCoachRatingsInput) => (await publicApi.post<CoachRatingsSavedDto>(`${formPath(token)}ratings/`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coach-form', token] }),
  });
}
