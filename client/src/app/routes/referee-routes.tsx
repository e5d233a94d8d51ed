import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import { RefereeIndexRedirect, RequireReferee, RequireRefereeAdmin } from '../../features/referee-auth/components/referee-guards';
import * as pages from './referee-pages';

const lazyPage = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

// The referee portal's routes, relative to /referee; each page is its own chunk.
export const refereeRoutes: RouteObject[] = [
  { index: true, element: <RefereeIndexRedirect /> },
  { path: 'login', lazy: lazyPage(pages.loadLoginPage) },
  { path: 'register', lazy: lazyPage(pages.loadRegisterPage) },
  {
    element: <RequireReferee />,
    children: [
      { path: 'dashboard', lazy: lazyPage(pages.loadDashboardPage) },
      { path: 'quiz/results', lazy: lazyPage(pages.loadResultsPage) },
      { path: 'quiz/:quizId', lazy: lazyPage(pages.loadQuizPage) },
    ],
  },
  {
    element: <RequireRefereeAdmin />,
    children: [
      { path: 'admin', element: <Navigate to={paths.referee.adminQuizzes} replace /> },
      { path: 'admin/quizzes', lazy: lazyPage(pages.loadAdminQuizzesPage) },
      { path: 'admin/referees', lazy: lazyPage(pages.loadAdminRefereesPage) },
    ],
  },
  { path: '*', element: <Navigate to={paths.referee.root} replace /> },
];
