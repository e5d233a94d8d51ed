import { refereeApi } from '@/lib/referee-api';
import { clearRefereeSession } from '@/features/referee-auth/session';

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
