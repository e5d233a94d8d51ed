import { paths } from '@/config/paths';
import { isRefereeAdmin, type RefereeProfile } from '@/lib/auth/referee-session';

/** Where a referee lands after signing in: referee_admin to the admin area, everyone else to the dashboard. */
export function refereeHomePath(profile: RefereeProfile | null): string {
  return isRefereeAdmin(profile) ? paths.referee.admin : paths.referee.dashboard;
}
