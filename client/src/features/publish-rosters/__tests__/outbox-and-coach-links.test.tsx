import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { CoachLinkStatusDto, OutboxMessageDto, OutboxPageDto, PublicationStatusDto } from '@league/contract';
import { PublishRostersPage } from '@/features/publish-rosters/components/publish-rosters-page';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const status: PublicationStatusDto = {
  last: { version: 1, published_at: '2026-11-20T18:00:00.000Z', by: 'dana' },
  moves: [],
  team_changes: [],
  families_to_notify: 0,
  coaches_to_notify: 0,
  families_without_email: 0,
  teams_without_coach_email: 0,
  sending: true,
  sample_email: null,
};

const email = (id: number, overrides: Partial<OutboxMessageDto> = {}): OutboxMessageDto => ({
  id,
  kind: 'family_roster',
  recipient_name: `Family ${id}`,
  recipients: [`family-${id}@example.org`],
  subject: 'U12: Owls',
  body: 'On Owls.',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-25T18:00:00.000Z',
  sent_at: '2026-11-25T18:01:00.000Z',
  ...overrides,
});

let failedId: number | null;
let pagesAsked: string[];
let requests: string[];
let links: CoachLinkStatusDto[];

/** 120 emails (a few rows stand for each page); the first is refused until "Send again" is pressed. */
function outboxPage(page: number): OutboxPageDto {
  const results = [email((page - 1) * 50 + 1), email(page * 50 > 120 ? 120 : page * 50)];
  if (page === 1) results[0] = email(1, failedId ? { status: 'failed', attempts: 6, last_error: 'The mailbox is full.', sent_at: null } : { status: 'pending', attempts: 0, sent_at: null });
  return { sending: true, count: 120, page, page_size: 50, counts: { pending: failedId ? 0 : 1, sending: 0, sent: 119, failed: failedId ? 1 : 0 }, results };
}

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
  failedId = 1;
  pagesAsked = [];
  requests = [];
  links = [{ team_id: 21, team_name: 'Hawks', coach: 'Dana Hawk', coach_email: 'dana@example.org', working_links: 1, last_sent_at: '2026-11-20T18:00:00.000Z' }];
  server.use(
    http.get(apiUrl('/divisions/5/publication/'), () => HttpResponse.json(status)),
    http.get(apiUrl('/divisions/5/outbox/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = params.get('page') ?? '1';
      pagesAsked.push(`page ${page} of ${params.get('page_size')}`);
      return HttpResponse.json(outboxPage(Number(page)));
    }),
    http.post(apiUrl('/divisions/5/outbox/1/resend/'), () => {
      requests.push('resend 1');
      failedId = null;
      return HttpResponse.json(email(1, { status: 'pending', attempts: 0, sent_at: null }));
    }),
    http.post(apiUrl('/divisions/5/outbox/resend/'), () => {
      requests.push('resend all');
      failedId = null;
      return HttpResponse.json({ resent: 1, sending: true });
    }),
    http.get(apiUrl('/divisions/5/coach_links/'), () => HttpResponse.json({ results: links })),
    http.post(apiUrl('/divisions/5/teams/21/revoke_coach_links/'), () => {
      requests.push('withdraw 21');
      links = [{ ...links[0]!, working_links: 0 }];
      return HttpResponse.json({ revoked: 1 });
    }),
    http.post(apiUrl('/divisions/5/teams/21/coach_link/'), () => {
      requests.push('new link 21');
      links = [{ ...links[0]!, working_links: 1 }];
      return HttpResponse.json({ coach_email: 'dana@example.org', expires_at: '2027-05-20T00:00:00.000Z', withdrawn: 0, sending: true }, { status: 201 });
    }),
  );
});

const openPage = () => renderRoutes([{ path: paths.dashboard.publishRosters(':divisionId'), element: <PublishRostersPage /> }], paths.dashboard.publishRosters(5));

describe('Publish rosters: emails and coach links', () => {
  it('sends one email marked not sent again and shows it waiting', async () => {
    openPage();
    const emails = await screen.findByRole('table', { name: 'Emails' }, { timeout: 5000 });
    expect(within(emails).getByText('The mailbox is full.')).toBeInTheDocument();

    await userEvent.click(within(emails).getByRole('button', { name: 'Send again the email to Family 1' }));

    expect(await within(emails).findByText('Waiting')).toBeInTheDocument();
    expect(within(emails).queryByText('Not sent')).not.toBeInTheDocument();
    expect(requests).toEqual(['resend 1']);
  });

  it('sends every email marked not sent again with one button', async () => {
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Send again all 1 email not sent' }, { timeout: 5000 }));

    expect(await screen.findByText('1 email put back in line to be sent.')).toBeInTheDocument();
    expect(requests).toEqual(['resend all']);
  });

  it('asks for 50 emails at a time and fetches the next page when asked', async () => {
    openPage();
    await screen.findByRole('table', { name: 'Emails' }, { timeout: 5000 });
    expect(screen.getByText('Emails 1–50 of 120')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Family 51', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Emails 51–100 of 120')).toBeInTheDocument();
    expect(pagesAsked).toContain('page 2 of 50');
  });

  it('withdraws a coach’s link after asking, then emails a new one', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Coach links' }, { timeout: 5000 });
    expect(within(table).getByText(/The link works/)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: "Withdraw the Hawks coach's link" }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw link' }));
    expect(await within(table).findByText('The link no longer works.')).toBeInTheDocument();
    // The page behind a closing dialog is hidden from assistive technology until it has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: 'Send the Hawks coach a new link' }));

    expect(await screen.findByText(/A new link to dana@example.org is being emailed; earlier links no longer work/)).toBeInTheDocument();
    expect(requests).toEqual(['withdraw 21', 'new link 21']);
  });

  it('lets the coach links and emails tables scroll sideways inside themselves on a phone', async () => {
    // jsdom lays nothing out: a table wider than its box is what a 390-pixel phone shows.
    const wide = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    try {
      openPage();

      const region = await screen.findByRole('region', { name: 'Coach links table' }, { timeout: 5000 });
      const emails = await screen.findByRole('region', { name: 'Emails table' });

      expect(within(region).getByRole('table', { name: 'Coach links' })).toBeInTheDocument();
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(emails).getByRole('table', { name: 'Emails' })).toBeInTheDocument();
      expect(emails).toHaveAttribute('tabindex', '0');
    } finally {
      wide.mockRestore();
    }
  });

  it('has no accessibility problems axe can find in the emails and coach links', async () => {
    const { container } = openPage();
    await screen.findByRole('table', { name: 'Coach links' }, { timeout: 5000 });
    await screen.findByRole('table', { name: 'Emails' });

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
