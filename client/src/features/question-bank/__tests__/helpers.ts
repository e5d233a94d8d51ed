import userEventLib from '@testing-library/user-event';
import { makeRefereeProfile, storeRefereeSession } from '@/testing/referee-fixtures';

// No pause between keystrokes: the suite shares two cores.
export const user = userEventLib.setup({ delay: null });

export function signInAsRefereeAdmin() {
  storeRefereeSession(makeRefereeProfile({ user_type: 'referee_admin' }), 'admin-token');
}
