import axios from 'axios';
import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { clearRefereeSession, hasRefereeToken, saveRefereeProfile, type RefereeProfile } from '@/features/referee-auth/session';

export const refereeProfileQueryKey = ['referee', 'profile'] as const;

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

export function useRefereeProfile() {
  return useQuery({ queryKey: refereeProfileQueryKey, queryFn: getRefereeProfile, retry: false });
}
