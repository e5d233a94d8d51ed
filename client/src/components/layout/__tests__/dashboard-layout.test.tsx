import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardLayout } from '@/components/layout/dashboard-layout';
import { renderRoutes } from '@/testing/render-with-providers';

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  // A wide window, where the sidebar is docked beside the page.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width:900px'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardLayout sidebar', () => {
  it('stretches the docked panel down the whole page and keeps its links in view while scrolling', async () => {
    renderRoutes([{ path: '/dashboard', element: <DashboardLayout />, children: [{ index: true, element: <p>A long page</p> }] }], '/dashboard', { documentStyles: true });

    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const paper = nav.closest('.MuiDrawer-paper') as HTMLElement;
    const panel = paper.parentElement as HTMLElement;

    expect(getComputedStyle(panel).alignSelf).toBe('stretch');
    expect(getComputedStyle(paper).position).toBe('sticky');
    expect(getComputedStyle(paper).height).toBe('100vh');
  });

  it("opens the league administrators' guide, and the evaluation days' guide, from the Help menu in a new tab", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/dashboard', element: <DashboardLayout />, children: [{ index: true, element: <p>Home</p> }] }], '/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Help' }));

    const guide = await screen.findByRole('menuitem', { name: 'Guide' });
    expect(guide).toHaveAttribute('href', '/guide/league-admin');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Guide for evaluation days' })).toHaveAttribute('href', '/guide/evaluation-volunteer');
    expect(screen.getByRole('menuitem', { name: 'All guides' })).toHaveAttribute('href', '/guide/');
  });
});
