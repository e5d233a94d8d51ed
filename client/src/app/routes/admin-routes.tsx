import type { RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import * as pages from './admin-pages';

const lazyPage = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

// Each dashboard page is its own chunk, loaded when first visited.
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(pages.loadDashboardHomePage) },
  { path: paths.dashboard.startSeason, lazy: lazyPage(pages.loadSeasonsPage) },
  { path: paths.dashboard.createDivisions, lazy: lazyPage(pages.loadDivisionsPage) },
  { path: paths.dashboard.createTeams, lazy: lazyPage(pages.loadCreateTeamsPage) },
  { path: paths.dashboard.viewTeams, lazy: lazyPage(pages.loadViewTeamsPage) },
  { path: paths.dashboard.viewPlayers, lazy: lazyPage(pages.loadViewPlayersPage) },
  { path: paths.dashboard.editTeams, lazy: lazyPage(pages.loadEditTeamsPage) },
  { path: paths.dashboard.skills, lazy: lazyPage(pages.loadSkillsPage) },
  { path: paths.dashboard.profile, lazy: lazyPage(pages.loadProfilePage) },
];
