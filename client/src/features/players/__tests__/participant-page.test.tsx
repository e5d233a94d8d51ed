import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { ParticipantDto, RatingHistoryDto } from '@league/contract';
import { ParticipantPage } from '@/features/players/components/participant-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const ana: ParticipantDto = {
  id: 101, name: 'Ana Ruiz', date_of_birth: '2016-04-02', gender: 'F', registration_id: 'LA-1', guardian_names: ['Rosa Ruiz'], emails: ['ruiz@example.org'], phones: ['555-0101'],
  household: { id: 4, name: 'Ruiz household', members: [{ id: 101, name: 'Ana Ruiz' }, { id: 102, name: 'Luis Ruiz' }] },
  registrations: [
    { player_id: 20, season: { id: 4, name: 'Fall 2026', year: 2026, start_date: '2026-09-01' }, division: { id: 11, name: 'U10' }, team: null, age_then: 10, overall_skill: 7, ratings: [] },
    { player_id: 10, season: { id: 3, name: 'Fall 2025', year: 2025, start_date: '2025-09-01' }, division: { id: 9, name: 'U10' }, team: { id: 5, name: 'Hawks' }, age_then: 9, overall_skill: 6.5, ratings: [] },
  ],
};

const entry = (id: number, kind: 'coach_form' | 'carried_forward', description: string, current: boolean): RatingHistoryDto['entries'][number] => ({
  id, player_id: 10, skill_id: 1, skill_name: 'Shooting', kind, origin_kind: 'coach_form', rating: 7, normalization_factor: 10, display_rating: 7, original_value: 4,
  scale: { min: 1, max: 5, low_is_best: false }, rater_name: kind === 'coach_form' ? 'Coach Kim' : null, rated_on: '2026-03-20', label: 'Fall 2025, U10', age_then: 9,
  comment: '', standardised: false, derived_from_id: null, current, description, season_name: 'Fall 2025', division_name: 'U10',
});

function renderAna() {
  server.use(
    http.get(apiUrl('/participants/101/'), () => HttpResponse.json(ana)),
    http.get(apiUrl('/ratings/history/'), () =>
      HttpResponse.json({ participant_id: 101, entries: [entry(2, 'carried_forward', 'carried forward: coach rating, Fall 2025, U10, age 9', true), entry(1, 'coach_form', 'coach rating, Fall 2025, U10, age 9', false)] }),
    ),
  );
  renderRoutes([{ path: '/dashboard/participants/:participantId', element: <ParticipantPage /> }], '/dashboard/participants/101');
}

describe('the player page', () => {
  it('lists the seasons played with division, team and age then', async () => {
    renderAna();

    const seasons = await screen.findByRole('table');
    const rows = within(seasons).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Fall 2026', 'U10', 'No team yet', '10', '7.0'],
      ['Fall 2025', 'U10', 'Hawks', '9', '6.5'],
    ]);
  });

  it('shows the family: household, brother or sister, parents\' contacts', async () => {
    renderAna();

    expect(await screen.findByText('Ruiz household')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Luis Ruiz' })).toHaveAttribute('href', '/dashboard/participants/102');
    expect(screen.getByText('Parents or guardians: Rosa Ruiz')).toBeInTheDocument();
  });

  it('groups the ratings history by where each rating came from', async () => {
    renderAna();

    const coach = await screen.findByRole('region', { name: 'Coach rating' });
    const carried = screen.getByRole('region', { name: 'Carried forward' });
    expect(within(coach).getByText(/coach rating, Fall 2025, U10, age 9 · by Coach Kim · on 2026-03-20/)).toBeInTheDocument();
    expect(within(carried).getByText('Shooting: 7.0 of 10 (used now)')).toBeInTheDocument();
  });
});

describe('the player page on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the seasons table in a box the keyboard can reach, not the whole section (axe scrollable-region-focusable)', async () => {
    // jsdom lays nothing out: every box is made narrower than its content, as on a phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    renderAna();

    const box = await screen.findByRole('region', { name: 'Seasons played table' });

    expect(within(box).getByRole('table', { name: 'Seasons Played' })).toBeInTheDocument();
    expect(box).toHaveAttribute('tabindex', '0');
  });
});
