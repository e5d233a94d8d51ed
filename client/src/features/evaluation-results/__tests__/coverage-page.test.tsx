import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { CoveragePage } from '@/features/evaluation-results/components/coverage-page';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { coverage, day, eventId, twoDivisionDay } from './results-fixtures';

const server = setupMswServer();

const openBoard = () => {
  server.use(
    http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json(day)),
    http.get(apiUrl(`/evaluations/${eventId}/coverage/`), () => HttpResponse.json(coverage)),
  );
  renderRoutes([{ path: paths.dashboard.evaluationCoverage(':eventId'), element: <CoveragePage /> }], paths.dashboard.evaluationCoverage(eventId));
};

describe('Coverage board', () => {
  it('says in words who was seen by too few evaluators, each evaluator\'s progress, and who to call back', async () => {
    openBoard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Coverage: Fall tryouts' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/seen by fewer than 2 evaluators on at least one skill/)).toHaveTextContent('2 children checked in; 1 child seen by fewer than 2 evaluators');
    const progress = screen.getByRole('list', { name: "Evaluators' progress" });
    expect(within(progress).getByText('Bob (code revoked)')).toBeInTheDocument();
    expect(within(progress).getByText('Scored 1 child (50% of those checked in), 2 scores in all')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Children to call back' })).getByText('Bib 2: Ben Ode')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Evaluators per child and skill' });
    const ben = within(table).getByRole('row', { name: /Ben Ode/ });
    expect(within(ben).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '1', '0', 'Needs more (minimum 2)']);
  });

  it('when asked, shows only the children below the minimum', async () => {
    const user = userEvent.setup();
    openBoard();
    const table = await screen.findByRole('table', { name: 'Evaluators per child and skill' }, { timeout: 5000 });
    expect(within(table).getByRole('row', { name: /Ava Chen/ })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Only children seen by fewer than 2 evaluators'));

    expect(within(screen.getByRole('table', { name: 'Evaluators per child and skill' })).queryByRole('row', { name: /Ava Chen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ben Ode/ })).toBeInTheDocument();
  });

  it('on a day of several divisions, shows one division when the admin chooses it', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    const cleo = { player_id: 3, name: 'Cleo Park', bib: 3, skills: [{ skill_id: 13, evaluators: 1 }], below_minimum: true };
    server.use(
      http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json(twoDivisionDay)),
      http.get(apiUrl(`/evaluations/${eventId}/coverage/`), ({ request }) => {
        const divisionId = new URL(request.url).searchParams.get('division_id');
        asked.push(divisionId);
        return HttpResponse.json(divisionId === '4' ? { ...coverage, players: [cleo], below_minimum: 1, call_back: [] } : { ...coverage, players: [...coverage.players, cleo] });
      }),
    );
    renderRoutes([{ path: paths.dashboard.evaluationCoverage(':eventId'), element: <CoveragePage /> }], paths.dashboard.evaluationCoverage(eventId));
    expect(await screen.findByText(/3 children checked in/, {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    await user.click(screen.getByRole('option', { name: 'U12' }));

    expect(await screen.findByText(/^1 child checked in/)).toBeInTheDocument();
    expect(asked).toEqual([null, '4']);
    const table = screen.getByRole('table', { name: 'Evaluators per child and skill' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Bib', 'Child', 'Evaluators who scored Passing', 'Seen enough?']);
    expect(within(table).getByRole('row', { name: /Cleo Park/ })).toBeInTheDocument();
  });

  it('on a day of one division, offers no division to choose', async () => {
    openBoard();

    expect(await screen.findByText(/2 children checked in/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Division' })).not.toBeInTheDocument();
  });
});
