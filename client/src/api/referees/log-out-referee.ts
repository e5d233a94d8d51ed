import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { clearRefereeSession, refereeQueryScope } from '@/lib/auth/referee-session';

/** Revokes the token on the server; the local session goes whatever the server answers. */
export async function logOutReferee(): Promise<void> {
  try {
    await refereeApi.post('/auth/logout/');
  } catch {
    // An expired or already revoked token is the outcome we want anyway.
  } finally {
    clearRefereeSession();
  }
}

/** Logs out and drops every cached answer of this referee. */
export function useLogOutReferee() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logOutReferee();
    // The next referee on this browser must not see this one's quizzes from the cache.
    queryClient.removeQueries({ queryKey: refereeQueryScope });
  }, [queryClient]);
}
