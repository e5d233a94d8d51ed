import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvaluationMethod } from '@league/contract';
import { paths } from '@/config/paths';
import { ResultsPage } from '@/features/evaluation-results/components/results-page';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { day, eventId, results, twoDivisionDay } from './results-fixtures';

const server = setupMswServer();

/** `benScores`: how many evaluators scored Ben's Shooting (the fixture's 1 unless given). */
function openResults(event = day, lateScores = 0, benScores?: number) {
  server.use(
    http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json(event)),
    http.get(apiUrl(`/evaluations/${eventId}/results/`), ({ request }) => {
      const method = new URL(request.url).searchParams.get('method') as EvaluationMethod;
      const answer = results(method, { late_scores: lateScores });
      if (benScores) answer.players[1]!.skills[0]!.count = benScores;
      return HttpResponse.json(answer);
    }),
  );
  renderRoutes([{ path: paths.dashboard.evaluationResults(':eventId'), element: <ResultsPage /> }], paths.dashboard.evaluationResults(eventId));
}

describe('Evaluation results', () => {
  it('shows the three methods side by side with evaluator counts, severities in words and who moved', async () => {
    openResults(day, 0, 4);

    const table = await screen.findByRole('table', { name: 'Shooting: the three methods side by side' }, { timeout: 5000 });
    const ben = within(table).getByRole('row', { name: /Ben Ode/ });
    expect(within(ben).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '4.0', '3.8', '4.5']);
    expect(screen.getByRole('radio', { name: 'Average without the highest and lowest' })).toBeInTheDocument();
    expect(screen.getByText('scored 0.5 points harsher than the panel on Shooting (2 scores)')).toBeInTheDocument();
    expect(screen.getByText('Ben Ode: up 1 place')).toBeInTheDocument();
    expect(screen.getByText('2nd by the plain average, 1st once harsh and lenient evaluators are corrected for')).toBeInTheDocument();
  });

  it('with 3 or fewer scores per child, leaves out the average without highest and lowest and says why', async () => {
    openResults();

    const table = await screen.findByRole('table', { name: 'Shooting: the two methods side by side' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Child', 'Evaluators', 'Average', 'Corrected for harsh and lenient evaluators']);
    expect(screen.getByText(/dropping each child's highest and lowest score is offered once a child has 4 scores on a skill \(with 3 or fewer it gives the plain average\)/)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Average', 'Corrected for harsh and lenient evaluators']);
  });

  it('leaves an evaluator out when the admin flips their switch', async () => {
    let sent: unknown;
    server.use(
      http.patch(apiUrl(`/evaluations/${eventId}/`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...day, excluded_evaluator_ids: [22] });
      }),
    );
    const user = userEvent.setup();
    openResults();

    await user.click(await screen.findByLabelText('Leave Bob out', {}, { timeout: 5000 }));

    await expect.poll(() => sent).toEqual({ excluded_evaluator_ids: [22] });
  });

  it('finalises with the chosen method and offers Create Teams', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl(`/evaluations/${eventId}/finalise/`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ finalised_at: '2026-09-12T18:00:00.000Z', method: 'mean', blend_weight: 0, source_label: 'Evaluation day 2026-09-12, average', players: 2, ratings_written: 2 });
      }),
    );
    const user = userEvent.setup();
    openResults();

    await user.click(await screen.findByRole('radio', { name: 'Average' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Finalise ratings' }));

    expect(await screen.findByText(/2 ratings of 2 children saved as "Evaluation day 2026-09-12, average"/)).toBeInTheDocument();
    expect(sent).toEqual({ method: 'mean', blend_weight: 0 });
    expect(screen.getByRole('link', { name: 'Create teams' })).toHaveAttribute('href', paths.dashboard.createTeams);
  });

  it('when scores arrived after finalising, says how many and offers to finalise again', async () => {
    openResults({ ...day, finalised: { at: '2026-09-12T18:00:00.000Z', method: 'corrected', blend_weight: 0 } }, 3);

    expect(await screen.findByText(/3 scores arrived after that and are not in the division's ratings yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalise again' })).toBeInTheDocument();
  });

  it('for a day of several divisions, shows and finalises one division at a time', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    let finalised: unknown;
    server.use(
      http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json(twoDivisionDay)),
      http.get(apiUrl(`/evaluations/${eventId}/results/`), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.get('division_id'));
        return HttpResponse.json(results(query.get('method') as EvaluationMethod));
      }),
      http.post(apiUrl(`/evaluations/${eventId}/finalise/`), async ({ request }) => {
        finalised = await request.json();
        return HttpResponse.json({ finalised_at: '2026-09-12T18:00:00.000Z', method: 'corrected', blend_weight: 0, source_label: 'x', players: 2, ratings_written: 2, division_ids: [4] });
      }),
    );
    renderRoutes([{ path: paths.dashboard.evaluationResults(':eventId'), element: <ResultsPage /> }], paths.dashboard.evaluationResults(eventId));
    await screen.findByRole('button', { name: 'Finalise U10' }, { timeout: 5000 });

    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    await user.click(await screen.findByRole('option', { name: 'U12' }));
    await user.click(await screen.findByRole('button', { name: 'Finalise U12' }));

    expect(asked).toContain('3');
    expect(asked).toContain('4');
    expect(finalised).toEqual({ method: 'corrected', blend_weight: 0, division_id: 4 });
    await user.click(screen.getByRole('combobox', { name: 'Skill' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Passing']);
  });
});
