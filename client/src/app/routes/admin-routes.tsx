import type { RouteObject } from 'react-router-dom';
import { paths } from '../paths';

// Each dashboard page is its own chunk, loaded when first visited.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.DashboardHomeRoute }))) },
  { path: paths.dashboard.startSeason, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.StartSeasonRoute }))) },
  { path: paths.dashboard.createDivisions, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.CreateDivisionsRoute }))) },
  { path: paths.dashboard.createTeams, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.CreateTeamsRoute }))) },
  { path: paths.dashboard.viewTeams, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.ViewTeamsRoute }))) },
  { path: paths.dashboard.viewPlayers, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.ViewPlayersRoute }))) },
  { path: paths.dashboard.editTeams, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.EditTeamsRoute }))) },
  { path: paths.dashboard.skills, lazy: page(() => import('./admin-pages').then((m) => ({ default: m.SkillsRoute }))) },
  { path: paths.dashboard.profile, lazy: page(() => import('../../features/dashboard/components/profile-page').then((m) => ({ default: m.ProfilePage }))) },
];
