import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { CoachRosterDto } from '@league/contract';
import { CoachRosterPage } from '@/features/coach-roster/components/coach-roster-page';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const key = 'a'.repeat(64);

const roster: CoachRosterDto = {
  team: { name: 'Hawks', division_name: 'U12 Mixed', season_name: 'Fall 2026', coach: 'Dana Hawk', practice_details: 'Tuesdays 6 pm, North gym' },
  published_at: '2026-11-20T18:00:00.000Z',
  link_expires_at: '2027-05-19T18:00:00.000Z',
  players: [{ id: 3, name: 'Ava Chen', guardians: ['Mei Chen'], emails: ['mei@example.org'], phones: ['+1 555 0100'] }],
};

const openPage = () => renderRoutes([{ path: paths.coachRoster(':key'), element: <CoachRosterPage /> }], paths.coachRoster(key));

// Most tests are about the roster: the league has not opened end-of-season ratings there (an answer, not a 404).
beforeEach(() => {
  server.use(http.get(apiUrl(`/coach-links/${key}/status/`), () => HttpResponse.json({ open: false, expires_at: null, sentence: 'The league has not opened end-of-season ratings for your team yet.' })));
});

describe('Coach roster page', () => {
  it('shows the published roster with parents’ contacts to call or email, and the practice details', async () => {
    server.use(http.get(apiUrl(`/coach/${key}/`), () => HttpResponse.json(roster)));
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hawks' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Tuesdays 6 pm, North gym')).toBeInTheDocument();
    const ava = screen.getByRole('region', { name: 'Ava Chen' });
    expect(within(ava).getByText('Parents: Mei Chen')).toBeInTheDocument();
    expect(within(ava).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(ava).getByRole('link', { name: 'mei@example.org' })).toHaveAttribute('href', 'mailto:mei@example.org');
  });

  it("links to the coaches' guide, in a new tab", async () => {
    server.use(http.get(apiUrl(`/coach/${key}/`), () => HttpResponse.json(roster)));
    openPage();

    const guide = await screen.findByRole('link', { name: /the coaches' guide$/ }, { timeout: 5000 });
    expect(guide).toHaveAttribute('href', '/guide/coach');
    expect(guide).toHaveAttribute('target', '_blank');
  });

  it('opens the end-of-season rating form for the team from the same page when the league has opened ratings', async () => {
    server.use(
      http.get(apiUrl(`/coach/${key}/`), () => HttpResponse.json(roster)),
      http.get(apiUrl(`/coach-links/${key}/status/`), () => HttpResponse.json({ open: true, expires_at: '2027-06-30T12:00:00.000Z', sentence: null })),
    );
    openPage();

    const rate = await screen.findByRole('link', { name: 'Rate your players' }, { timeout: 5000 });

    expect(rate).toHaveAttribute('href', paths.coachRatings(key));
    expect(screen.getByText(/open until June 30, 2027/)).toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says when the league has not opened end-of-season ratings yet, with no link to follow and no request that fails', async () => {
    const failed: string[] = [];
    const noteFailure = ({ request, response }: { request: Request; response: Response }) => {
      if (response.status >= 400) failed.push(`${response.status} ${new URL(request.url).pathname}`);
    };
    server.events.on('response:mocked', noteFailure);
    onTestFinished(() => server.events.removeListener('response:mocked', noteFailure));
    server.use(
      http.get(apiUrl(`/coach/${key}/`), () => HttpResponse.json(roster)),
      http.get(apiUrl(`/coach-links/${key}/status/`), () => HttpResponse.json({ open: false, expires_at: null, sentence: 'The league has not opened end-of-season ratings for your team yet.' })),
    );
    openPage();

    expect(await screen.findByText('The league has not opened end-of-season ratings for your team yet.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rate your players' })).not.toBeInTheDocument();
    expect(failed).toEqual([]);
  });

  it('says the link was withdrawn when the server answers 410', async () => {
    server.use(http.get(apiUrl(`/coach/${key}/`), () => HttpResponse.json({ error: 'This roster link was withdrawn by the league. Ask the league for a new one.' }, { status: 410 })));
    openPage();

    expect(await screen.findByText(/withdrawn by the league/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
