import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxPageDto, PublicationStatusDto } from '@league/contract';
import { PublishRostersPage } from '@/features/publish-rosters/components/publish-rosters-page';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const status: PublicationStatusDto = {
  last: { version: 1, published_at: '2026-11-20T18:00:00.000Z', by: 'dana' },
  moves: [{ player_id: 3, player_name: 'Ava Chen', from_team_name: 'Hawks', to_team_name: 'Owls' }],
  team_changes: [
    { team_id: 21, team_name: 'Hawks', change: 'roster changed' },
    { team_id: 22, team_name: 'Owls', change: 'roster changed' },
  ],
  families_to_notify: 1,
  coaches_to_notify: 2,
  families_without_email: 0,
  teams_without_coach_email: 0,
  sending: false,
  sample_email: { to: ['mei.chen@example.org'], subject: 'U10: Owls', body: 'Hello Mei Chen,\n\nThe U10 teams of Valley League are set.\n\nAva Chen is on Owls.' },
};

const outbox: OutboxPageDto = {
  sending: false,
  count: 1,
  page: 1,
  page_size: 50,
  counts: { pending: 1, sending: 0, sent: 0, failed: 0 },
  results: [
    {
      id: 9,
      kind: 'family_roster',
      recipient_name: 'Mei Chen',
      recipients: ['mei@example.org'],
      subject: 'U12: Owls',
      body: 'Hello Mei Chen,\n\nAva Chen is on Owls.',
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: '2026-11-25T18:00:00.000Z',
      sent_at: null,
    },
  ],
};

let published = 0;

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
  published = 0;
  server.use(
    http.get(apiUrl('/divisions/5/publication/'), () => HttpResponse.json(status)),
    http.get(apiUrl('/divisions/5/outbox/'), () => HttpResponse.json(outbox)),
    http.get(apiUrl('/divisions/5/coach_links/'), () => HttpResponse.json({ results: [] })),
    http.post(apiUrl('/divisions/5/publish/'), () => {
      published += 1;
      return HttpResponse.json({ version: 2, roster_version: 8, notified: { families: 1, coaches: 2 }, families_without_email: 0, teams_without_coach_email: 0, sending: false }, { status: 201 });
    }),
  );
});

const openPage = () => renderRoutes([{ path: paths.dashboard.publishRosters(':divisionId'), element: <PublishRostersPage /> }], paths.dashboard.publishRosters(5));

describe('Publish rosters page', () => {
  it('shows who moved since the last publication and who will be told', async () => {
    openPage();

    const moves = await screen.findByRole('list', { name: 'Players placed or moved' }, { timeout: 5000 });
    expect(within(moves).getByText('Ava Chen')).toBeInTheDocument();
    expect(within(moves).getByText('Hawks → Owls')).toBeInTheDocument();
    expect(screen.getByText(/Publishing now will email 1 family and 2 coaches/)).toBeInTheDocument();
  });

  it('asks first: how many families and coaches get an email, with one email as it will be sent; nothing is sent until confirmed', async () => {
    openPage();
    await screen.findByRole('list', { name: 'Players placed or moved' }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publish and send 3 emails?' });
    expect(within(dialog).getByText(/1 family and 2 coaches will get an email/)).toBeInTheDocument();
    expect(within(dialog).getByText('To: mei.chen@example.org')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject: U10: Owls')).toBeInTheDocument();
    expect(within(dialog).getByText(/Ava Chen is on Owls\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(published).toBe(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish and send 3 emails' }));

    expect(await screen.findByText(/Publication 2 recorded: 1 family and 2 coaches have an email waiting below/)).toBeInTheDocument();
    expect(published).toBe(1);
  });

  it('without email set up, says so and shows each waiting email to read', async () => {
    openPage();

    expect(await screen.findByText(/Email is not set up on this server/, undefined, { timeout: 5000 })).toBeInTheDocument();
    const emails = screen.getByRole('table', { name: 'Emails' });
    expect(within(emails).getByText('Waiting')).toBeInTheDocument();
    await userEvent.click(within(emails).getByRole('button', { name: 'Read the email to Mei Chen' }));
    expect(within(emails).getByText(/Ava Chen is on Owls/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download emails (CSV)' })).toBeEnabled();
  });
});
