import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefereeListPage } from '@/features/referee-list/components/referee-list-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const referee = {
  id: 4,
  username: 'jsmith',
  first_name: 'Jo',
  last_name: 'Smith',
  email: 'jo@example.org',
  phone_number: '',
  date_of_birth: null,
  user_type: 'referee',
  certification_level: 'level_2',
  experience_years: 3,
  league_name: 'Demo League',
  is_active: true,
  created_at: '2026-01-15T09:00:00.000Z',
};

function renderList(resolver: () => Response) {
  localStorage.setItem('refereeToken', 'admin-token');
  server.use(http.get(apiUrl('/referees/list/'), resolver));
  return renderRoutes(
    [
      { path: '/referee/admin/referees', element: <RefereeListPage /> },
      { path: '/referee/dashboard', element: <h1>Referee dashboard</h1> },
      { path: '/referee/admin/referees/:refereeId/transcript', element: <h1>Transcript page</h1> },
    ],
    '/referee/admin/referees',
  );
}

describe('RefereeListPage', () => {
  it("lists the league's referees with their level, experience, status and join date", async () => {
    renderList(() => HttpResponse.json({ count: 2, results: [referee, { ...referee, id: 5, username: 'ainactive', first_name: 'Al', is_active: false, experience_years: 1 }] }));

    const row = await screen.findByRole('row', { name: /jsmith/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Jo Smith',
      'jsmith',
      'jo@example.org',
      'level 2',
      '3 years',
      'Active',
      new Date(referee.created_at).toLocaleDateString(),
      'None',
      'No quizzes taken',
      'EditTranscript',
    ]);
    expect(screen.getByRole('row', { name: /ainactive/ })).toHaveTextContent('Inactive');
    expect(screen.getByRole('heading', { name: 'Registered Referees (2)' })).toBeInTheDocument();
  });

  it("opens a referee's transcript from their row", async () => {
    renderList(() => HttpResponse.json({ count: 1, results: [referee] }));

    await userEvent.click(await screen.findByRole('link', { name: 'Transcript of Jo Smith' }));

    expect(await screen.findByRole('heading', { name: 'Transcript page' })).toBeInTheDocument();
  });

  it('says "Failed to load referee list" when the call fails', async () => {
    renderList(() => HttpResponse.json({ error: 'Boom' }, { status: 500 }));

    expect(await screen.findByText('Failed to load referee list')).toBeInTheDocument();
  });

  it('goes back to the referee dashboard from the header', async () => {
    renderList(() => HttpResponse.json({ count: 0, results: [] }));
    expect(await screen.findByText('No referees have registered yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Referee dashboard' })).toBeInTheDocument();
  });

  it('shows attempts and best score per quiz, and allows one more try', async () => {
    let granted: unknown;
    server.use(http.post(apiUrl('/quizzes/3/grants/'), async ({ request }) => {
      granted = await request.json();
      return HttpResponse.json({ quiz_id: 3, referee_id: 4, extra_attempts: 1, attempts_allowed: 2 }, { status: 201 });
    }));
    const results = [{ quiz_id: 3, quiz_title: 'Fouls', attempts: 2, best_score: 85, passed: true }];
    renderList(() => HttpResponse.json({ count: 1, results: [{ ...referee, extra_time_percent: 25, quiz_results: results }] }));

    const row = await screen.findByRole('row', { name: /jsmith/ });
    expect(row).toHaveTextContent('Fouls: 2 attempts, best score 85% (passed)');
    expect(row).toHaveTextContent('+25%');
    await userEvent.click(within(row).getByRole('button', { name: 'Allow one more attempt at Fouls' }));

    expect(await screen.findByText('Allowed: now 2 attempts at Fouls.')).toBeInTheDocument();
    expect(granted).toEqual({ referee_id: 4 });
  });

  it('edits level, experience, extra time and the active flag', async () => {
    let sent: unknown;
    server.use(http.patch(apiUrl('/referees/4/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ ...referee, extra_time_percent: 50 });
    }));
    renderList(() => HttpResponse.json({ count: 1, results: [referee] }));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jo Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Jo' });
    const extra = within(dialog).getByLabelText('Extra time on timed quizzes (%)');
    await userEvent.clear(extra);
    await userEvent.type(extra, '50');
    await userEvent.click(within(dialog).getByLabelText('Active (can sign in)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toEqual({ certification_level: 'level_2', experience_years: 3, extra_time_percent: 50, is_active: false, certificate_reminders: true }));
  });
  it('switches off certificate expiry reminders when the referee asks', async () => {
    let sent: { certificate_reminders?: boolean } = {};
    server.use(http.patch(apiUrl('/referees/4/'), async ({ request }) => {
      sent = (await request.json()) as typeof sent;
      return HttpResponse.json({ ...referee, certificate_reminders: false });
    }));
    renderList(() => HttpResponse.json({ count: 1, results: [{ ...referee, certificate_reminders: true }] }));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jo Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Jo' });
    await userEvent.click(within(dialog).getByLabelText('Email reminders before a certificate expires'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent.certificate_reminders).toBe(false));
  });
});
