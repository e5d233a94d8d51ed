import { adminApi } from '@/lib/admin-api';
import { clearSession } from '@/lib/auth/session';

/** Revokes the token on the server; the local session goes whatever the server says. */
export async function logOut(): Promise<void> {
  try {
    await adminApi.post('/auth/logout/');
  } catch {
    // An expired or already revoked token is the outcome we want anyway.
  } finally {
    clearSession();
  }
}
