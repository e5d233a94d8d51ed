import axios from 'axios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { clearRefereeSession, hasRefereeToken, refereeQueryScope, saveRefereeProfile, type RefereeProfile } from '@/lib/auth/referee-session';

/** Reads the signed-in referee's profile and keeps the stored copy current. */
export async function getRefereeProfile(): Promise<RefereeProfile> {
  if (!hasRefereeToken()) throw new Error('No authentication token found');
  try {
    const { data } = await refereeApi.get<RefereeProfile>('/referees/profile/');
    saveRefereeProfile(data);
    return data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      // The client's interceptor already redirects; clearing here keeps the rule true without it.
      clearRefereeSession();
      throw new Error('Authentication expired', { cause: error });
    }
    throw error;
  }
}

export const refereeProfileQueryOptions = () =>
  queryOptions({ queryKey: [...refereeQueryScope, 'profile'] as const, queryFn: getRefereeProfile, retry: false });

export function useRefereeProfile() {
  return useQuery(refereeProfileQueryOptions());
}
