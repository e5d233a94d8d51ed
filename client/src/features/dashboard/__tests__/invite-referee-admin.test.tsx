import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '@/features/dashboard/components/profile-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
// The page also holds the league's time zone (its own test).
beforeEach(() => server.use(http.get(apiUrl('/leagues/me/time_zone/'), () => HttpResponse.json({ time_zone: null }))));

const chief = { id: 9, username: 'chief_ref', email: 'chief@example.org', first_name: 'Dana', last_name: 'Whistle', user_type: 'referee_admin' };

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByRole('textbox', { name: label }), value);
}

const complete = { 'First Name': 'Dana', 'Last Name': 'Whistle', Email: 'chief@example.org', Username: 'chief_ref' };

describe('the profile page: adding the league’s referee administrator', () => {
  it('creates the account, says how they sign in, and lists them', async () => {
    let body: unknown;
    let admins: unknown[] = [];
    server.use(
      http.get(apiUrl('/referees/admins/'), () => HttpResponse.json({ count: admins.length, results: admins })),
      http.post(apiUrl('/referees/admins/'), async ({ request }) => {
        body = await request.json();
        admins = [chief];
        return HttpResponse.json(chief, { status: 201 });
      }),
    );
    renderWithProviders(<ProfilePage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Your league has no referee administrator yet.')).toBeInTheDocument();

    await fillForm(user, complete);
    await user.type(screen.getByLabelText(/First Password/), 'whistle-1234');
    await user.click(screen.getByRole('button', { name: 'Add Referee Administrator' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Dana Whistle can now sign in to the Referee Portal as "chief_ref" with the first password you chose.');
    expect(body).toEqual({ first_name: 'Dana', last_name: 'Whistle', email: 'chief@example.org', username: 'chief_ref', password: 'whistle-1234' });
    const list = await screen.findByRole('list', { name: 'Referee administrators' });
    expect(within(list).getByText('Dana Whistle')).toBeInTheDocument();
  });

  it('names what is wrong next to the field and sends nothing for a short password', async () => {
    let posted = false;
    server.use(
      http.get(apiUrl('/referees/admins/'), () => HttpResponse.json({ count: 0, results: [] })),
      http.post(apiUrl('/referees/admins/'), () => {
        posted = true;
        return HttpResponse.json(chief, { status: 201 });
      }),
    );
    renderWithProviders(<ProfilePage />);
    const user = userEvent.setup();

    await fillForm(user, complete);
    await user.type(screen.getByLabelText(/First Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Add Referee Administrator' }));

    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('shows the server’s sentence when the username is taken, keeping what was typed', async () => {
    server.use(
      http.get(apiUrl('/referees/admins/'), () => HttpResponse.json({ count: 0, results: [] })),
      http.post(apiUrl('/referees/admins/'), () =>
        HttpResponse.json({ error: 'This username is already taken. Choose another one for the referee administrator.', code: 'username_taken' }, { status: 409 }),
      ),
    );
    renderWithProviders(<ProfilePage />);
    const user = userEvent.setup();

    await fillForm(user, complete);
    await user.type(screen.getByLabelText(/First Password/), 'whistle-1234');
    await user.click(screen.getByRole('button', { name: 'Add Referee Administrator' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken. Choose another one for the referee administrator.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('chief_ref');
  });
});
