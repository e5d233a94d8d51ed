import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import { stylesOutsideTheDocument } from '@/testing/render-with-providers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route table', () => {
  it('shows the loading spinner, without a React Router warning, while a lazy page loads on first paint', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });

    render(
      <AppProviders queryClient={createQueryClient()} styleCache={stylesOutsideTheDocument()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sign In/ }, { timeout: 30_000 })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });

  it('opens each page it navigates to at the top, not scrolled down where the last page was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    render(
      <AppProviders queryClient={createQueryClient()} styleCache={stylesOutsideTheDocument()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('button', { name: /Sign In/ }, { timeout: 30_000 });
    scrollTo.mockClear();

    await act(() => router.navigate('/referee/login'));

    await screen.findByRole('heading', { name: /Referee/ }, { timeout: 30_000 });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
