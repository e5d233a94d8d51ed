import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefereeLoginPage } from '@/features/referee-auth/components/referee-login-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeRefereeProfile } from '@/testing/referee-fixtures';

const server = setupMswServer();

function renderLogin() {
  return renderRoutes(
    [
      { path: '/referee/login', element: <RefereeLoginPage /> },
      { path: '/referee/register', element: <h1>Register page</h1> },
      { path: '/referee/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/referee/admin', element: <h1>Admin page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    '/referee/login',
  );
}

function answerLoginAndProfile(profile = makeRefereeProfile()) {
  const seen: { body?: unknown; profileAuth?: string | null } = {};
  server.use(
    http.post(apiUrl('/referees/login/'), async ({ request }) => {
      seen.body = await request.json();
      return HttpResponse.json({ token: 'tok-42', user: { id: profile.id, username: profile.username, user_type: profile.user_type } });
    }),
    http.get(apiUrl('/referees/profile/'), ({ request }) => {
      seen.profileAuth = request.headers.get('authorization');
      return HttpResponse.json(profile);
    }),
  );
  return seen;
}

async function signIn(username = 'ref_riley', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText(/username/i), username);
  await userEvent.type(screen.getByLabelText(/password/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('RefereeLoginPage', () => {
  it('keeps Sign In disabled until both username and password are filled', async () => {
    renderLogin();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/username/i), 'ref');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/password/i), 'x');

    expect(button).toBeEnabled();
  });

  it('stores the token, fetches the profile with it, stores the profile and opens the dashboard', async () => {
    const profile = makeRefereeProfile();
    const seen = answerLoginAndProfile(profile);
    renderLogin();

    await signIn();

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(seen.body).toEqual({ username: 'ref_riley', password: 'secret-pass' });
    expect(seen.profileAuth).toBe('Token tok-42');
    expect(localStorage.getItem('refereeToken')).toBe('tok-42');
    expect(JSON.parse(localStorage.getItem('refereeProfile')!)).toEqual(profile);
  });

  it('sends a referee_admin to the admin area', async () => {
    answerLoginAndProfile(makeRefereeProfile({ user_type: 'referee_admin' }));
    renderLogin();

    await signIn();

    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  });

  it("shows the server's error and stores nothing", async () => {
    server.use(http.post(apiUrl('/referees/login/'), () => HttpResponse.json({ error: 'Invalid username or password.' }, { status: 400 })));
    renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('refereeToken')).toBeNull();
  });

  it('says "Login failed. Please try again." when the server gives no reason', async () => {
    server.use(http.post(apiUrl('/referees/login/'), () => HttpResponse.error()));
    renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('leaves no token behind when the profile cannot be read after login', async () => {
    server.use(
      http.post(apiUrl('/referees/login/'), () => HttpResponse.json({ token: 'tok-42', user: { id: 1 } })),
      http.get(apiUrl('/referees/profile/'), () => new HttpResponse(null, { status: 500 })),
    );
    renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(localStorage.getItem('refereeToken')).toBeNull();
  });

  it.each([
    ['link', 'Register here', 'Register page'],
    ['button', 'Back to Home', 'Home page'],
  ] as const)('the %s "%s" goes to its page', async (role, name, heading) => {
    renderLogin();

    await userEvent.click(screen.getByRole(role, { name }));

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
