import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { refereeProfileQueryOptions } from '@/api/referees/get-referee-profile';
import { refereeHomePath } from './referee-home-path';
import { clearRefereeSession, refereeQueryScope, saveRefereeToken } from '@/lib/auth/referee-session';

/**
 * After login or registration: store the token, fetch and store the profile, then go home.
 * A profile that can't be read leaves no half session behind. A referee who has just
 * registered arrives with `firstVisit`, so the dashboard greets them instead of welcoming them back.
 */
export function useCompleteRefereeSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string, { firstVisit = false }: { firstVisit?: boolean } = {}) => {
      saveRefereeToken(token);
      // Whatever a previous referee left in the cache (a session that expired) is not this one's.
      queryClient.removeQueries({ queryKey: refereeQueryScope });
      try {
        const profile = await queryClient.fetchQuery({ ...refereeProfileQueryOptions(), staleTime: 0 });
        void navigate(refereeHomePath(profile), { replace: true, state: { firstVisit } });
      } catch (error) {
        clearRefereeSession();
        throw error;
      }
    },
    [navigate, queryClient],
  );
}
