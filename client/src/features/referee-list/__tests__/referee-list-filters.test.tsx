import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefereeListPage } from '@/features/referee-list/components/referee-list-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { formatCalendarDay } from '@/lib/format-calendar-day';

const server = setupMswServer();

const person = (id: number, first: string) => ({ id, username: `u${id}`, first_name: first, last_name: 'Ref', email: `${id}@example.org`, user_type: 'referee', certification_level: 'trainee', experience_years: 1, is_active: true, extra_time_percent: 0, certificate_reminders: true, created_at: '2027-01-01T00:00:00Z' });
const certificate = (refereeId: number, level: string, validUntil: string, days: number) => ({ code: `CODE${refereeId}`, referee_id: refereeId, referee_name: 'x', level_id: 1, level, valid_from: '2027-01-01', valid_until: validUntil, expires_in_days: days });

/** Three referees; the certificates answer depends on the filter asked, recorded in `asked`. */
function renderFiltered(asked: URLSearchParams[]) {
  localStorage.setItem('refereeToken', 'admin-token');
  server.use(
    http.get(apiUrl('/referees/list/'), () => HttpResponse.json({ count: 3, results: [person(4, 'Ann'), person(5, 'Ben'), person(6, 'Cal')] })),
    http.get(apiUrl('/referees/certification_levels/'), () => HttpResponse.json({ count: 1, results: [{ id: 1, name: 'Youth', edition: '', requirements: [{ kind: 'clinic' }], validity_days: 365, valid_until: null, created_at: '' }] })),
    http.get(apiUrl('/referees/certificates/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const results = params.get('expiring_within') ? [certificate(5, 'Youth', '2027-03-15', 5)] : [certificate(4, 'Youth', '2027-12-31', 296), certificate(5, 'Youth', '2027-03-15', 5)];
      return HttpResponse.json({ on: params.get('on') ?? '2027-03-10', count: results.length, results });
    }),
  );
  return renderRoutes([{ path: '/referee/admin/referees', element: <RefereeListPage /> }], '/referee/admin/referees');
}

describe('RefereeListPage certificate filters', () => {
  it('shows only the referees certified at the chosen level on the chosen date, with until when', async () => {
    const asked: URLSearchParams[] = [];
    renderFiltered(asked);
    await screen.findByRole('row', { name: /u6/ });

    await userEvent.type(screen.getByLabelText('On date'), '2027-03-10');
    await userEvent.click(screen.getByRole('combobox', { name: 'Certified at level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Youth' }));

    expect(await screen.findByRole('heading', { name: 'Registered Referees (2 of 3)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /u4/ })).toHaveTextContent(`Youth until ${formatCalendarDay('2027-12-31')} (296 days left)`);
    expect(screen.queryByRole('row', { name: /u6/ })).not.toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ level: '1', on: '2027-03-10' });
  });

  it('shows the referees whose certificates run out within the days typed', async () => {
    const asked: URLSearchParams[] = [];
    renderFiltered(asked);
    await screen.findByRole('row', { name: /u6/ });

    await userEvent.type(screen.getByLabelText('Expiring within (days)'), '30');

    await waitFor(() => expect(screen.queryByRole('row', { name: /u4/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /u5/ })).toHaveTextContent(`Youth until ${formatCalendarDay('2027-03-15')} (5 days left)`);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ expiring_within: '30' });
  });

  it('asks for no certificates while no filter is set', async () => {
    const asked: URLSearchParams[] = [];
    renderFiltered(asked);

    expect(await screen.findByRole('heading', { name: 'Registered Referees (3)' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
