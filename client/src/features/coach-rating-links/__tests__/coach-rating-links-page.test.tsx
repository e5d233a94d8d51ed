import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachLinkDto, RaterReviewListDto, SeasonRaterReviewDto, StandardiseRaterResultDto, SubmittedCoachRatingDto } from '@league/contract';
import { CoachRatingLinksPage } from '@/features/coach-rating-links/components/coach-rating-links-page';
import { paths } from '@/config/paths';
import axe from 'axe-core';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const link = (id: number, team: string, status: CoachLinkDto['status'], extra: Partial<CoachLinkDto> = {}): CoachLinkDto => ({
  id,
  division_id: 5,
  team: { id: 20 + id, name: team },
  coach_name: `${team} coach`,
  expires_at: '2026-12-10T23:59:59.999Z',
  revoked_at: null,
  status,
  created_at: '2026-11-25T18:00:00.000Z',
  players_rated: 0,
  ...extra,
});

const raters: RaterReviewListDto = {
  division_id: 5,
  raters: [
    {
      rater_name: 'Sam Lee',
      team_names: ['Hawks'],
      players_rated: 6,
      skills: [],
      flags: [{ kind: 'far_from_others', skill_id: 3, message: 'Rates 1.4 points lower than the other coaches on Shooting (average 4.1 against 5.5, on 0-10).' }],
    },
    { rater_name: 'Kim Roe', team_names: ['Owls'], players_rated: 6, skills: [], flags: [] },
  ],
};

const rescaled = (dryRun: boolean): StandardiseRaterResultDto => ({
  dry_run: dryRun,
  written: !dryRun,
  rater_name: 'Sam Lee',
  skills: [{ skill_id: 3, skill_name: 'Shooting', rater: { mean: 4.1, sd: 1 }, target: { mean: 5.5, sd: 1.2 } }],
  changes: [{ player_id: 8, player_name: 'Ava Chen', skill_id: 3, skill_name: 'Shooting', before: 4, after: 5.4, before_display: 4, after_display: 5.4 }],
});

const seasonRaters: SeasonRaterReviewDto = {
  season_id: 3,
  season_name: 'Fall 2025',
  divisions_compared: 2,
  raters: [
    {
      rater_name: 'Sam Lee',
      divisions: [
        { division_id: 5, division_name: 'U10', team_names: ['Hawks'], players_rated: 6, flags: [] },
        { division_id: 6, division_name: 'U8', team_names: ['Bees'], players_rated: 4, flags: [{ kind: 'few_values', skill_id: 9, message: 'Gives all 4 players only 4 or 5 on Passing, so the rating does not tell them apart.' }] },
      ],
    },
    { rater_name: 'Kim Roe', divisions: [{ division_id: 5, division_name: 'U10', team_names: ['Owls'], players_rated: 6, flags: [] }] },
  ],
};

let links: CoachLinkDto[];
let revoked: number[];
let standardiseBodies: unknown[];

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
  links = [link(1, 'Hawks', 'open', { players_rated: 3 }), link(2, 'Owls', 'revoked', { revoked_at: '2026-11-24T10:00:00.000Z' })];
  revoked = [];
  standardiseBodies = [];
  server.use(
    http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: 2, results: [{ id: 21, name: 'Hawks', coach: 'Pat Doe' }, { id: 22, name: 'Owls', coach: null }] })),
    http.get(apiUrl('/ratings/coach-links/'), () => HttpResponse.json({ count: links.length, results: links })),
    http.get(apiUrl('/ratings/coach-ratings/'), () => HttpResponse.json({ count: 0, results: [] })),
    http.get(apiUrl('/ratings/raters/'), () => HttpResponse.json(raters)),
    http.get(apiUrl('/divisions/'), () =>
      HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U10', season: 3, season_name: 'Fall 2025', min_age: null, max_age: null, description: '', league: 7, households_as_groups: true }] }),
    ),
    http.get(apiUrl('/ratings/raters/season/'), () => HttpResponse.json(seasonRaters)),
    http.get(apiUrl('/ratings/scales/'), () => HttpResponse.json({ count: 1, results: [{ kind: 'coach_form', set: false, scale: null }] })),
    http.post(apiUrl('/ratings/coach-links/'), () =>
      HttpResponse.json({ count: 2, results: [link(3, 'Hawks', 'open', { token: 'tok-hawks', path: '/coach-ratings/tok-hawks' }), link(4, 'Owls', 'open', { token: 'tok-owls', path: '/coach-ratings/tok-owls' })] }, { status: 201 }),
    ),
    http.post(apiUrl('/ratings/coach-links/:id/revoke/'), ({ params }) => {
      revoked.push(Number(params.id));
      return HttpResponse.json({ ...links[0]!, status: 'revoked' });
    }),
    http.post(apiUrl('/ratings/raters/standardise/'), async ({ request }) => {
      const body = (await request.json()) as { dry_run: boolean };
      standardiseBodies.push(body);
      return HttpResponse.json(rescaled(body.dry_run));
    }),
  );
});

const openPage = () => renderRoutes([{ path: paths.dashboard.coachRatingLinks(':divisionId'), element: <CoachRatingLinksPage /> }], paths.dashboard.coachRatingLinks(5));

const sent = (entryId: number, playerId: number, skillId: number, standardised = false): SubmittedCoachRatingDto => ({
  entry_id: entryId,
  coach_link_id: 1,
  team_name: 'Hawks',
  rater_name: 'Sam Lee',
  player_id: playerId,
  player_name: `Player ${playerId}`,
  skill_id: skillId,
  skill_name: `Skill ${skillId}`,
  original_value: 3,
  scale: { min: 1, max: 5, low_is_best: false },
  rating: 5,
  display_rating: 5,
  comment: '',
  rated_on: '2026-11-20',
  standardised,
});

describe('Coach ratings page', () => {
  it('counts per team the players rated, a resent or rescaled rating once', async () => {
    server.use(http.get(apiUrl('/ratings/coach-ratings/'), () => HttpResponse.json({ count: 5, results: [sent(1, 8, 3), sent(2, 8, 4), sent(3, 9, 3), sent(4, 9, 3), sent(5, 9, 3, true)] })));
    openPage();

    const table = await screen.findByRole('table', { name: 'Ratings sent by coaches' });
    const row = within(table).getByRole('row', { name: /Hawks/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Hawks', 'Sam Lee', '2', '3']);
  });

  it('making links shows each full address once, with a copy button', async () => {
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Make links for 2 teams' }));

    const newLinks = await screen.findByRole('list', { name: 'New coach links' });
    expect(within(newLinks).getByText(`${window.location.origin}/coach-ratings/tok-hawks`)).toBeInTheDocument();
    expect(within(newLinks).getByText(`${window.location.origin}/coach-ratings/tok-owls`)).toBeInTheDocument();
    expect(within(newLinks).getByRole('button', { name: 'Copy the link for Hawks' })).toBeInTheDocument();
  });

  it('lists the links with their status and withdraws an active one after asking', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Coach links' });
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Withdrawn')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Withdraw the link for Hawks' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));

    await screen.findByRole('table', { name: 'Coach links' });
    await expect.poll(() => revoked).toEqual([1]);
  });

  it('previews a flagged coach rescaled, before and after per player, then applies it', async () => {
    openPage();
    const card = await screen.findByRole('region', { name: 'Ratings by Sam Lee' });
    expect(within(card).getByText(/Rates 1.4 points lower than the other coaches on Shooting/)).toBeInTheDocument();
    expect(screen.getByText(/^1 of the 2 coaches rates differently from the others\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ratings by Kim Roe' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Preview rescale' }));

    const preview = await within(card).findByRole('table', { name: 'Rescaled ratings of Sam Lee' });
    const row = within(preview).getByRole('row', { name: /Ava Chen/ });
    expect(within(row).getByText('4.0')).toBeInTheDocument();
    expect(within(row).getByText('5.4')).toBeInTheDocument();
    expect(standardiseBodies).toEqual([{ division_id: 5, rater_name: 'Sam Lee', dry_run: true }]);

    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));

    expect(await within(card).findByText(/1 rating by Sam Lee rescaled/)).toBeInTheDocument();
    expect(standardiseBodies).toHaveLength(2);
  });

  it('when the admin picks the whole season, lists each flagged coach per division with a link to rescale there', async () => {
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'All of Fall 2025' }));

    const card = await screen.findByRole('region', { name: 'Ratings by Sam Lee this season' });
    expect(screen.getByText(/1 of the 2 coaches rates differently in at least one of the 2 divisions of Fall 2025/)).toBeInTheDocument();
    expect(within(card).getByText(/Gives all 4 players only 4 or 5 on Passing/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'U8' })).toHaveAttribute('href', paths.dashboard.coachRatingLinks(6));
    expect(screen.queryByRole('region', { name: 'Ratings by Kim Roe this season' })).not.toBeInTheDocument();
  });
});

describe('CoachRatingLinksPage for every reader', () => {
  it('keeps its headings in order, with no level skipped (axe heading-order)', async () => {
    const { container } = openPage();
    await screen.findByRole('heading', { name: /Coach names/ });
    await screen.findByRole('heading', { name: 'Coaches who rate differently' });

    const results = await axe.run(container, { runOnly: { type: 'rule', values: ['heading-order'] } });

    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  });
});
