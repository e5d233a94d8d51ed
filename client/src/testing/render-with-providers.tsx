import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import createCache, { type EmotionCache } from '@emotion/cache';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@/app/providers';

type RenderOptions = { state?: unknown; documentStyles?: boolean };

let detachedStyles: EmotionCache | undefined;

/**
 * MUI's styles written to an element outside the document. jsdom's getComputedStyle matches
 * every style rule in the document against the element, and Testing Library's role queries and
 * MUI's multiline fields call it for each element on every render: with the theme's rules in the
 * document it was half of the client suite's time, and it grew as files shared a worker (a file
 * took three times as long in the suite as alone). A test that reads a style passes
 * `documentStyles: true`.
 */
export function stylesOutsideTheDocument() {
  detachedStyles ??= createCache({ key: 'test', container: document.createElement('div') });
  return detachedStyles;
}

/** The real cascade for a test that asserts a style, taken out of the document when it ends. */
export function stylesInTheDocument() {
  const cache = createCache({ key: 'styled', container: document.head });
  onTestFinished(() => cache.sheet.flush());
  return cache;
}

/**
 * Renders routes in a memory router with the app's providers. Pass the page at its path
 * plus any pages it navigates to, so tests can assert where the user ends up.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string, options: RenderOptions = {}) {
  // A query string in the path ("/page?division=5") becomes the location's search.
  const [pathname = initialPath, query] = initialPath.split('?');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search: query ? `?${query}` : '', state: options.state }] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const styleCache = options.documentStyles ? stylesInTheDocument() : stylesOutsideTheDocument();
  const utils = render(
    <AppProviders queryClient={queryClient} styleCache={styleCache}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

export function renderWithProviders(ui: ReactElement, path = '/', options: Pick<RenderOptions, 'documentStyles'> = {}) {
  return renderRoutes([{ path, element: ui }], path, options);
}
