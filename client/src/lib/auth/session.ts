import { storageKeys } from '@/config/storage-keys';

export interface SessionUser {
  id: number;
  username: string;
  user_type: 'admin' | 'referee' | 'referee_admin';
  league_id: number;
  league_name: string;
  first_name?: string;
  last_name?: string;
  email?: string;
}

export function saveSession(token: string, user: SessionUser) {
  localStorage.setItem(storageKeys.authToken, token);
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(storageKeys.authToken);
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.chosenSeasonDivision);
}

export function hasSession(): boolean {
  return !!localStorage.getItem(storageKeys.authToken);
}

/** The stored user, or null when it is missing or unreadable. */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(storageKeys.user);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && typeof user.league_id === 'number' ? user : null;
  } catch {
    return null;
  }
}

export const unknownLeagueMessage = 'Unable to determine your league. Please re-login.';
