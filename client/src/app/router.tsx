import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/landing-page';
import { paths } from './paths';
import { adminRoutes } from './routes/admin-routes';
import { refereeRoutes } from './routes/referee-routes';
import { NotFoundPage } from './routes/not-found-page';

export const routes: RouteObject[] = [
  { path: paths.home, element: <LandingPage /> },
  { path: paths.login, lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }) },
  {
    path: paths.register,
    lazy: async () => ({ Component: (await import('../features/auth/components/register-league-page')).RegisterLeaguePage }),
  },
  {
    path: paths.dashboard.home,
    lazy: async () => ({ Component: (await import('../components/layout/dashboard-layout')).DashboardLayout }),
    children: adminRoutes,
  },
  { path: `${paths.referee.root}/*`, children: refereeRoutes },
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
