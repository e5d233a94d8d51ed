import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { FamilyReportPage } from '@/features/evaluation-results/components/family-report-page';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { day, eventId, familyReports, twoDivisionDay } from './results-fixtures';

const server = setupMswServer();
let approvals: unknown[] = [];

function openReports() {
  approvals = [];
  server.use(
    http.post(apiUrl(`/evaluations/${eventId}/family_reports/comments/`), async ({ request }) => {
      const body = (await request.json()) as { player_id: number; key: string; approved: boolean };
      approvals.push(body);
      return HttpResponse.json({ ...body, note: 'Lovely follow-through' });
    }),
    http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json(day)),
    http.get(apiUrl(`/evaluations/${eventId}/family_reports/`), () => HttpResponse.json(familyReports)),
  );
  renderRoutes([{ path: paths.dashboard.evaluationFamilyReport(':eventId'), element: <FamilyReportPage /> }], paths.dashboard.evaluationFamilyReport(eventId));
}

describe('Family reports', () => {
  it('places each skill among the division in words, says how many evaluators saw the child, and prints no numbers by default', async () => {
    openReports();

    const sheet = await screen.findByRole('article', { name: 'Ava Chen' }, { timeout: 5000 });
    expect(within(sheet).getByText(/seen by 3 evaluators/)).toBeInTheDocument();
    expect(within(sheet).getByText('Among the strongest in the division')).toBeInTheDocument();
    expect(within(sheet).queryByText('4.2')).not.toBeInTheDocument();
    expect(within(sheet).queryByText('Lovely follow-through')).not.toBeInTheDocument();
  });

  it('saves the approval of a ticked comment, and prints the numbers and only the approved comments', async () => {
    const user = userEvent.setup();
    openReports();
    await screen.findByRole('article', { name: 'Ava Chen' }, { timeout: 5000 });

    await user.click(screen.getByLabelText("Print the scores and the division's averages"));
    await user.click(screen.getByRole('checkbox', { name: 'Shooting: Lovely follow-through' }));

    const sheet = screen.getByRole('article', { name: 'Ava Chen' });
    expect(await within(sheet).findByText('Lovely follow-through')).toBeInTheDocument();
    expect(approvals).toEqual([{ player_id: 1, key: '21-11', approved: true }]);
    expect(within(sheet).getByText('4.2')).toBeInTheDocument();
    expect(within(sheet).getByText('3.1')).toBeInTheDocument();
    expect(within(sheet).queryByText('Rushed her shots')).not.toBeInTheDocument();
  });

  it('prints a comment approved earlier without ticking it again', async () => {
    const reports = { ...familyReports, players: familyReports.players.map((p) => ({ ...p, comments: p.comments.map((c) => ({ ...c, approved: c.key === '22-11' })) })) };
    server.use(
      http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json(day)),
      http.get(apiUrl(`/evaluations/${eventId}/family_reports/`), () => HttpResponse.json(reports)),
    );
    renderRoutes([{ path: paths.dashboard.evaluationFamilyReport(':eventId'), element: <FamilyReportPage /> }], paths.dashboard.evaluationFamilyReport(eventId));

    const sheet = await screen.findByRole('article', { name: 'Ava Chen' }, { timeout: 5000 });

    expect(within(sheet).getByText('Rushed her shots')).toBeInTheDocument();
    expect(within(sheet).queryByText('Lovely follow-through')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Shooting: Rushed her shots' })).toBeChecked();
  });
});

describe('Family reports of a day of several divisions', () => {
  it("print one division's children when the admin chooses it, and keep an approval made there", async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    const ben = { ...familyReports.players[0]!, player_id: 2, name: 'Ben Ode', division: 'U12' };
    server.use(
      http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json(twoDivisionDay)),
      http.get(apiUrl(`/evaluations/${eventId}/family_reports/`), ({ request }) => {
        const divisionId = new URL(request.url).searchParams.get('division_id');
        asked.push(divisionId);
        return HttpResponse.json(divisionId === '4' ? { ...familyReports, event: { ...familyReports.event, division: 'U12' }, players: [ben] } : { ...familyReports, players: [...familyReports.players, ben] });
      }),
      http.post(apiUrl(`/evaluations/${eventId}/family_reports/comments/`), async ({ request }) => HttpResponse.json({ ...((await request.json()) as object), note: 'Lovely follow-through' })),
    );
    renderRoutes([{ path: paths.dashboard.evaluationFamilyReport(':eventId'), element: <FamilyReportPage /> }], paths.dashboard.evaluationFamilyReport(eventId));
    await screen.findByRole('article', { name: 'Ava Chen' }, { timeout: 5000 });

    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    await user.click(screen.getByRole('option', { name: 'U12' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Shooting: Lovely follow-through' }));

    expect(asked).toEqual([null, '4']);
    expect(screen.queryByRole('article', { name: 'Ava Chen' })).not.toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'Ben Ode' });
    expect(await within(sheet).findByText('Lovely follow-through')).toBeInTheDocument();
  });
});
