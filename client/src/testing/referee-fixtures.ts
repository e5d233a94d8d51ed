import type { RefereeProfile } from '@/lib/auth/referee-session';

/** A profile as GET /api/referees/profile/ answers it. */
export function makeRefereeProfile(overrides: Partial<RefereeProfile> = {}): RefereeProfile {
  return {
    id: 11,
    username: 'ref_riley',
    first_name: 'Riley',
    last_name: 'Stone',
    email: 'riley@example.com',
    phone_number: '',
    date_of_birth: null,
    user_type: 'referee',
    certification_level: 'level_1',
    experience_years: 3,
    league_name: 'Demo Youth Basketball League',
    is_active: true,
    created_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** Signs a referee in the way a completed login leaves the browser. */
export function storeRefereeSession(profile: RefereeProfile = makeRefereeProfile(), token = 'ref-token') {
  localStorage.setItem('refereeToken', token);
  localStorage.setItem('refereeProfile', JSON.stringify(profile));
}
