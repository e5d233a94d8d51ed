import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DivisionRatingScaleDto } from '@league/contract';
import { RatingScalesForm } from '@/features/coach-rating-links/components/rating-scales-form';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

let scales: DivisionRatingScaleDto[];
let saved: unknown[];

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
  scales = [
    { kind: 'coach_form', set: false, scale: null },
    { kind: 'ratings_file', set: true, scale: { min: 1, max: 10, low_is_best: false } },
    { kind: 'evaluation_day', set: false, scale: null },
    { kind: 'manual', set: false, scale: null },
  ];
  saved = [];
  server.use(
    http.get(apiUrl('/ratings/scales/'), () => HttpResponse.json({ count: scales.length, results: scales })),
    http.put(apiUrl('/ratings/scales/'), async ({ request }) => {
      const body = (await request.json()) as { kind: DivisionRatingScaleDto['kind']; scale: DivisionRatingScaleDto['scale'] };
      saved.push(body);
      scales = scales.map((s) => (s.kind === body.kind ? { kind: body.kind, set: true, scale: body.scale } : s));
      return HttpResponse.json({ kind: body.kind, set: true, scale: body.scale });
    }),
  );
});

describe('Rating scales on the Coach Ratings page', () => {
  it('shows the coach rating and ratings file scales, the default when unset, and that stored ratings are kept', async () => {
    renderWithProviders(<RatingScalesForm divisionId={5} />);

    const coach = await screen.findByRole('region', { name: 'Scale for coach ratings' });
    const file = screen.getByRole('region', { name: 'Scale for ratings files' });
    expect(within(coach).getByText('Not set yet: coaches rate from 1 to 5, and 5 is best.')).toBeInTheDocument();
    expect(within(file).getByText('Now: from 1 to 10, and 10 is best.')).toBeInTheDocument();
    expect(screen.getByText(/does not change any rating already stored/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /evaluation day/ })).not.toBeInTheDocument();
  });

  it('when the admin picks "the lowest is best" for coach ratings and saves, it sends 1-5 with low_is_best and shows the new scale', async () => {
    renderWithProviders(<RatingScalesForm divisionId={5} />);
    const coach = await screen.findByRole('region', { name: 'Scale for coach ratings' });

    await userEvent.click(within(coach).getByRole('radio', { name: 'The lowest (1 is best)' }));
    await userEvent.click(within(coach).getByRole('button', { name: 'Save the coach rating scale' }));

    expect(await within(coach).findByText('Now: from 1 to 5, and 1 is best.')).toBeInTheDocument();
    expect(within(coach).getByText('Saved. Ratings already stored are unchanged.')).toBeInTheDocument();
    expect(saved).toEqual([{ division_id: 5, kind: 'coach_form', scale: { min: 1, max: 5, low_is_best: true } }]);
  });

  it('when the highest rating is not above the lowest, it says so and does not save', async () => {
    renderWithProviders(<RatingScalesForm divisionId={5} />);
    const file = await screen.findByRole('region', { name: 'Scale for ratings files' });

    await userEvent.clear(within(file).getByRole('spinbutton', { name: 'Highest rating' }));
    await userEvent.type(within(file).getByRole('spinbutton', { name: 'Highest rating' }), '1');

    expect(within(file).getByText('The highest rating must be above the lowest.')).toBeInTheDocument();
    expect(within(file).getByRole('button', { name: 'Save the ratings file scale' })).toBeDisabled();
    expect(saved).toEqual([]);
  });
});
