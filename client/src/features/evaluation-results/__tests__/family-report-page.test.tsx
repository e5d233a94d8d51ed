import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { FamilyReportPage } from '@/features/evaluation-results/components/family-report-page';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { day, eventId, familyReports } from './results-fixtures';

const server = setupMswServer();

function openReports() {
  server.use(
    http.get(apiUrl(`/evaluations/${eventId}/`), () => HttpResponse.json({ data: day })),
    http.get(apiUrl(`/evaluations/${eventId}/family_reports/`), () => HttpResponse.json({ data: familyReports })),
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

  it('prints the numbers and only the comments the admin ticked', async () => {
    const user = userEvent.setup();
    openReports();
    await screen.findByRole('article', { name: 'Ava Chen' }, { timeout: 5000 });

    await user.click(screen.getByLabelText("Print the scores and the division's averages"));
    await user.click(screen.getByRole('checkbox', { name: 'Shooting: Lovely follow-through' }));

    const sheet = screen.getByRole('article', { name: 'Ava Chen' });
    expect(within(sheet).getByText('4.2')).toBeInTheDocument();
    expect(within(sheet).getByText('3.1')).toBeInTheDocument();
    expect(within(sheet).getByText('Lovely follow-through')).toBeInTheDocument();
    expect(within(sheet).queryByText('Rushed her shots')).not.toBeInTheDocument();
  });
});
