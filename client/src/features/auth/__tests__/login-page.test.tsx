import { describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '@/features/auth/components/login-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const user = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    '/login',
  );
}

async function fillIn(username = 'dana', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText(/username/i), username);
  await userEvent.type(screen.getByLabelText(/password/i), password);
}

describe('LoginPage', () => {
  it('keeps Sign In disabled until both username and password are filled', async () => {
    renderLogin();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/username/i), 'dana');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/password/i), 'x');
    expect(button).toBeEnabled();
  });

  it('while signing in, shows "Signing In..." and disables the inputs', async () => {
    server.use(http.post(apiUrl('/auth/login/'), async () => { await delay('infinite'); return HttpResponse.json({}); }));
    renderLogin();
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(screen.getByLabelText(/username/i)).toBeDisabled();
    expect(screen.getByLabelText(/password/i)).toBeDisabled();
  });

  it('on success stores the token and user and goes to the dashboard', async () => {
    server.use(http.post(apiUrl('/auth/login/'), () => HttpResponse.json({ token: 'abc123', user })));
    renderLogin();
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('abc123');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  });

  it("shows the server's error text and returns to idle", async () => {
    server.use(http.post(apiUrl('/auth/login/'), () => HttpResponse.json({ error: 'Invalid username or password.' }, { status: 400 })));
    renderLogin();
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('says "Login failed" when the server answers without an error text', async () => {
    server.use(http.post(apiUrl('/auth/login/'), () => new HttpResponse(null, { status: 500 })));
    renderLogin();
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('falls back to "Login failed. Please try again." when the server cannot be reached', async () => {
    server.use(http.post(apiUrl('/auth/login/'), () => HttpResponse.error()));
    renderLogin();
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('Back to Home goes to the landing page', async () => {
    renderLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
