import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { RefereeRegisterPage } from '@/features/referee-auth/components/referee-register-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeRefereeProfile } from '@/testing/referee-fixtures';

const server = setupMswServer();
const leagues = [{ id: 3, name: 'Demo Youth Basketball League' }, { id: 5, name: 'North League' }];

// Shows how the dashboard was opened: registration marks the referee's first visit.
function DashboardProbe() {
  const firstVisit = (useLocation().state as { firstVisit?: boolean } | null)?.firstVisit;
  return <h1>{firstVisit ? 'Dashboard page, first visit' : 'Dashboard page'}</h1>;
}

function renderRegister() {
  server.use(http.get(apiUrl('/public/leagues/'), () => HttpResponse.json(leagues)));
  return renderRoutes(
    [
      { path: '/referee/register', element: <RefereeRegisterPage /> },
      { path: '/referee/dashboard', element: <DashboardProbe /> },
      { path: '/referee/login', element: <h1>Login page</h1> },
    ],
    '/referee/register',
  );
}

// Pasting keeps these long forms fast; typing character by character adds nothing here.
async function enter(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function fillForm(overrides: Partial<Record<string, string>> = {}) {
  const v = { first: 'Riley', last: 'Stone', email: 'riley@example.com', username: 'ref_riley', password: 'whistle-123', confirm: 'whistle-123', ...overrides };
  await enter(screen.getByLabelText(/first name/i), v.first);
  await enter(screen.getByLabelText(/last name/i), v.last);
  await enter(screen.getByLabelText(/^email/i), v.email);
  await enter(screen.getByLabelText(/^username/i), v.username);
  await enter(screen.getByLabelText(/^password/i), v.password);
  await enter(screen.getByLabelText(/confirm password/i), v.confirm);
  await userEvent.click(screen.getByRole('combobox', { name: /league/i }));
  await userEvent.click(await screen.findByRole('option', { name: 'North League' }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RefereeRegisterPage', () => {
  it('shows the three sections with the league choices from the public list', async () => {
    renderRegister();

    for (const title of ['Personal Information', 'Account Information', 'League Information']) {
      expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('combobox', { name: /league/i }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(leagues.map((l) => l.name));
  });

  it('refuses passwords that do not match', async () => {
    renderRegister();
    await fillForm({ confirm: 'whistle-124' });

    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match. Please try again.');
  });

  it('marks the refused field, and clears the message once the field it was about changes', async () => {
    renderRegister();
    await fillForm({ confirm: 'whistle-124' });
    await submit();
    const confirm = screen.getByLabelText(/confirm password/i);
    expect(confirm).toHaveAttribute('aria-invalid', 'true');

    await enter(confirm, '3');

    expect(screen.queryByText('Passwords do not match. Please try again.')).not.toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a password shorter than 8 characters', async () => {
    renderRegister();
    await fillForm({ password: 'short', confirm: 'short' });

    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long.');
  });

  it('asks for the league when none is chosen', async () => {
    renderRegister();
    await enter(screen.getByLabelText(/first name/i), 'Riley');
    await enter(screen.getByLabelText(/last name/i), 'Stone');
    await enter(screen.getByLabelText(/^email/i), 'riley@example.com');
    await enter(screen.getByLabelText(/^username/i), 'ref_riley');
    await enter(screen.getByLabelText(/^password/i), 'whistle-123');
    await enter(screen.getByLabelText(/confirm password/i), 'whistle-123');

    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent('League is required.');
  });

  it('sends the fields without the confirmation, stores token and profile and opens the dashboard', async () => {
    let body: Record<string, unknown> = {};
    const profile = makeRefereeProfile();
    server.use(
      http.post(apiUrl('/referees/register/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ token: 'new-tok', user: { id: 11 } }, { status: 201 });
      }),
      http.get(apiUrl('/referees/profile/'), () => HttpResponse.json(profile)),
    );
    renderRegister();
    await fillForm();
    await enter(screen.getByLabelText(/phone number/i), '+1 555 0100');

    await submit();

    expect(await screen.findByRole('heading', { name: 'Dashboard page, first visit' })).toBeInTheDocument();
    expect(body).toEqual({
      username: 'ref_riley', password: 'whistle-123', email: 'riley@example.com', first_name: 'Riley', last_name: 'Stone',
      league_id: 5, phone_number: '+1 555 0100', date_of_birth: '',
    });
    expect(localStorage.getItem('refereeToken')).toBe('new-tok');
    expect(JSON.parse(localStorage.getItem('refereeProfile')!)).toEqual(profile);
  });

  it("shows the server's error, or 'Registration failed. Please try again.' without one", async () => {
    server.use(http.post(apiUrl('/referees/register/'), () => HttpResponse.json({ error: 'This username is already taken.' }, { status: 400 })));
    renderRegister();
    await fillForm();

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.');

    server.use(http.post(apiUrl('/referees/register/'), () => HttpResponse.error()));
    await submit();
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
