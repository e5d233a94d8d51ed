import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasRefereeToken, isRefereeAdmin, readRefereeProfile } from '@/lib/auth/referee-session';

/** /referee itself: not logged in → login; referee_admin → admin; others → dashboard. */
export function RefereeIndexRedirect() {
  if (!hasRefereeToken()) return <Navigate to={paths.referee.login} replace />;
  return <Navigate to={isRefereeAdmin(readRefereeProfile()) ? paths.referee.admin : paths.referee.dashboard} replace />;
}

export function RequireReferee() {
  return hasRefereeToken() ? <Outlet /> : <Navigate to={paths.referee.login} replace />;
}

/** Admin pages need user_type referee_admin; anyone else goes to the dashboard. */
export function RequireRefereeAdmin() {
  if (!hasRefereeToken()) return <Navigate to={paths.referee.login} replace />;
  return isRefereeAdmin(readRefereeProfile()) ? <Outlet /> : <Navigate to={paths.referee.dashboard} replace />;
}
