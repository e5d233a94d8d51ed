import type { RouteObject } from 'react-router-dom';
import { PagePlaceholder } from '../../components/ui/page-placeholder';

// The referee portal's routes, relative to /referee.
export const refereeRoutes: RouteObject[] = [
  { index: true, element: <PagePlaceholder title="Referee Portal" /> },
  { path: '*', element: <PagePlaceholder title="Referee Portal" /> },
];
