import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachFormDto } from '@league/contract';
import { CoachRatingsPage } from '@/features/coach-ratings/components/coach-ratings-page';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const token = 'b'.repeat(64);

const form: CoachFormDto = {
  league_name: 'Eastside Youth Basketball',
  season_name: 'Spring 2026',
  division_name: 'U10',
  team_name: 'Hawks',
  coach_name: 'Sam Lee',
  expires_at: '2026-06-30T23:59:59.999Z',
  scale: { min: 1, max: 5, low_is_best: false },
  skills: [
    { id: 11, name: 'Shooting', description: '' },
    { id: 12, name: 'Defense', description: '' },
  ],
  players: [
    { id: 3, name: 'Ava Chen', ratings: [], comment: '' },
    { id: 4, name: 'Ben Ode', ratings: [{ skill_id: 11, value: 2 }], comment: 'Works hard' },
  ],
};

const openPage = () => renderRoutes([{ path: paths.coachRatings(':token'), element: <CoachRatingsPage /> }], paths.coachRatings(token));

describe('Coach rating form', () => {
  it('shows the team, the scale in words, and what the coach already saved', async () => {
    server.use(http.get(apiUrl(`/coach-links/${token}/`), () => HttpResponse.json(form)));
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rate the Hawks' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Rate each player from 1 to 5: 5 is best/)).toBeInTheDocument();
    const ben = screen.getByRole('region', { name: 'Ben Ode' });
    expect(within(within(ben).getByRole('group', { name: 'Shooting' })).getByRole('button', { name: '2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(ben).getByLabelText('Comment on Ben Ode (optional)')).toHaveValue('Works hard');
  });

  it('saves one player\'s ratings and comment with big buttons, and says so', async () => {
    let sent: unknown;
    server.use(
      http.get(apiUrl(`/coach-links/${token}/`), () => HttpResponse.json(form)),
      http.post(apiUrl(`/coach-links/${token}/ratings/`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ player_id: 3, saved: 2 });
      }),
    );
    const user = userEvent.setup();
    openPage();
    const ava = await screen.findByRole('region', { name: 'Ava Chen' }, { timeout: 5000 });

    await user.click(within(within(ava).getByRole('group', { name: 'Shooting' })).getByRole('button', { name: '4' }));
    await user.click(within(within(ava).getByRole('group', { name: 'Defense' })).getByRole('button', { name: '5' }));
    await user.type(within(ava).getByLabelText('Comment on Ava Chen (optional)'), 'Quick hands');
    await user.click(within(ava).getByRole('button', { name: "Save Ava Chen's ratings" }));

    expect(await within(ava).findByText('Saved 2 ratings for Ava Chen.')).toBeInTheDocument();
    expect(sent).toEqual({ player_id: 3, ratings: [{ skill_id: 11, value: 4 }, { skill_id: 12, value: 5 }], comment: 'Quick hands' });
  });

  it('does not let a coach save a player with no rating chosen', async () => {
    server.use(http.get(apiUrl(`/coach-links/${token}/`), () => HttpResponse.json(form)));
    openPage();
    const ava = await screen.findByRole('region', { name: 'Ava Chen' }, { timeout: 5000 });

    expect(within(ava).getByRole('button', { name: "Save Ava Chen's ratings" })).toBeDisabled();
    expect(within(ava).getByText('Choose at least one rating to save.')).toBeInTheDocument();
  });

  it('shows the server\'s sentence when the link was withdrawn or has closed', async () => {
    server.use(http.get(apiUrl(`/coach-links/${token}/`), () => HttpResponse.json({ error: 'This rating link closed on 2026-06-30. Ask the league administrator if you still need to rate your players.' }, { status: 410 })));
    openPage();

    expect(await screen.findByText(/This rating link closed on 2026-06-30/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when too many requests came from the coach\'s network, shows the server\'s sentence, not "link not known"', async () => {
    const sentence = 'Too many ratings sent from this network in the last minute. Wait a minute, then save again: what you already saved is kept.';
    server.use(http.get(apiUrl(`/coach-links/${token}/`), () => HttpResponse.json({ error: sentence, code: 'rate_limited' }, { status: 429 })));
    openPage();

    expect(await screen.findByText(sentence, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/This link is not known/)).not.toBeInTheDocument();
  });

  it('opened from the coach roster page before the league opened ratings, says so rather than "link not known"', async () => {
    const sentence = 'The league has not opened end-of-season ratings for your team yet.';
    server.use(http.get(apiUrl(`/coach-links/${token}/`), () => HttpResponse.json({ error: sentence, code: 'ratings_not_open' }, { status: 404 })));
    openPage();

    expect(await screen.findByText(sentence, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/This link is not known/)).not.toBeInTheDocument();
  });
});
