import { storageKeys } from '@/config/storage-keys';

/**
 * Every query that holds one referee's data starts with this key, so signing in or out
 * can drop all of it at once and the next referee on this browser never sees it.
 */
export const refereeQueryScope = ['referee'] as const;

export interface RefereeProfile {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  date_of_birth: string | null;
  user_type: 'referee' | 'referee_admin' | 'admin';
  certification_level: string;
  experience_years: number;
  league_name: string | null;
  is_active: boolean;
  created_at: string;
}

export function saveRefereeToken(token: string) {
  localStorage.setItem(storageKeys.refereeToken, token);
}

export function saveRefereeProfile(profile: RefereeProfile) {
  localStorage.setItem(storageKeys.refereeProfile, JSON.stringify(profile));
}

export function hasRefereeToken(): boolean {
  return !!localStorage.getItem(storageKeys.refereeToken);
}

export function readRefereeProfile(): RefereeProfile | null {
  try {
    const raw = localStorage.getItem(storageKeys.refereeProfile);
    return raw ? (JSON.parse(raw) as RefereeProfile) : null;
  } catch {
    return null;
  }
}

export function clearRefereeSession() {
  localStorage.removeItem(storageKeys.refereeToken);
  localStorage.removeItem(storageKeys.refereeProfile);
}

export const isRefereeAdmin = (profile: RefereeProfile | null) => profile?.user_type === 'referee_admin';

/** Admins of either kind may retake quizzes (the server lets quiz managers start again). */
export const canRetakeQuizzes = (profile: RefereeProfile | null) =>
  profile?.user_type === 'referee_admin' || profile?.user_type === 'admin';
