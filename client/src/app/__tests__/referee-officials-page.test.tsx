import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import { stylesOutsideTheDocument } from '@/testing/render-with-providers';
import { apiUrl, mswServer, setupMswServer } from '@/testing/msw-server';
import { makeRefereeProfile, storeRefereeSession } from '@/testing/referee-fixtures';
import { answerOfficialsScreen, fall } from '@/features/officials-board/__tests__/officials-fixtures';

setupMswServer();
const slow = { timeout: 30_000 };

/** The referee portal signed in as `userType`, a league admin of another league signed in on the same browser too. */
function openPortal(path: string, userType: 'referee_admin' | 'referee') {
  answerOfficialsScreen();
  storeRefereeSession(makeRefereeProfile({ user_type: userType }), 'referee-admin-token');
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('/referees/profile/'), () => HttpResponse.json(makeRefereeProfile({ user_type: userType }))),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 0, results: [] })),
    http.get(apiUrl('/quizzes/attempts/'), () => HttpResponse.json({ count: 0, results: [] })),
    http.get(apiUrl('/referees/certification_status/'), () => HttpResponse.json({ on: '2027-03-10', results: [] })),
    // The seasons list answers the token it is asked with: the referee admin's league has Fall 2026, the other admin's a season of its own.
    http.get(apiUrl('/seasons/'), ({ request }) => {
      const token = request.headers.get('Authorization') ?? '';
      asked.push(token);
      const results = token === 'Token referee-admin-token' ? [fall] : [{ ...fall, id: 99, name: 'Another league 2026' }];
      return HttpResponse.json({ count: 1, results });
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()} styleCache={stylesOutsideTheDocument()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, asked };
}

describe("the referee admin's Officials", () => {
  it('opens from Admin Tools on the dashboard as the assignor board, asked with the referee portal session', async () => {
    const { asked } = openPortal('/referee/dashboard', 'referee_admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Assign Officials' }, slow));
    await screen.findByRole('option', { name: 'Fall 2026' }, slow);
    await userEvent.selectOptions(screen.getByLabelText('Season'), 'Fall 2026');

    expect(screen.getByRole('heading', { level: 1, name: 'Officials' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Another league 2026' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Games and their officials' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Officials for U12' })).toBeInTheDocument();
    expect(asked).toEqual(['Token referee-admin-token']);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/referee/dashboard');
  });

  it('opens from the Referees page too', async () => {
    mswServer.use(http.get(apiUrl('/referees/list/'), () => HttpResponse.json({ count: 0, results: [] })));
    const { router } = openPortal('/referee/admin/referees', 'referee_admin');

    await userEvent.click(await screen.findByRole('link', { name: 'Officials' }, slow));

    expect(await screen.findByRole('heading', { level: 1, name: 'Officials' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/referee/admin/officials');
  });

  it('is not offered to a plain referee, and its address sends them to their dashboard', async () => {
    const { router } = openPortal('/referee/admin/officials', 'referee');

    expect(await screen.findByRole('heading', { name: 'Available Quizzes' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/referee/dashboard');
    expect(screen.queryByRole('region', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Officials' })).not.toBeInTheDocument();
  });
});

describe("the league admin's Officials", () => {
  it('still asks with the league admin session', async () => {
    const { asked } = openPortal('/dashboard/officials', 'referee_admin');

    const season = await screen.findByLabelText('Season', {}, slow);

    expect(await within(season).findByRole('option', { name: 'Another league 2026' }, slow)).toBeInTheDocument();
    expect(asked).toEqual(['Token admin-token']);
  });
});
