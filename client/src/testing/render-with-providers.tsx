import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@/app/providers';

/**
 * Renders routes in a memory router with the app's providers. Pass the page at its path
 * plus any pages it navigates to, so tests can assert where the user ends up.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string, options: { state?: unknown } = {}) {
  // A query string in the path ("/page?division=5") becomes the location's search.
  const [pathname = initialPath, query] = initialPath.split('?');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search: query ? `?${query}` : '', state: options.state }] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

export function renderWithProviders(ui: ReactElement, path = '/') {
  return renderRoutes([{ path, element: ui }], path);
}
