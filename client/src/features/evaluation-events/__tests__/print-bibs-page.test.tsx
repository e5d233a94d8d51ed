import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { PrintBibsPage } from '@/features/evaluation-events/components/print-bibs-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { deskPlayer, event, signIn } from './evaluation-fixtures';

const server = setupMswServer();

beforeEach(() => {
  signIn();
  const players = [deskPlayer(1, 'Ava Chen', 'Chen family', 2), deskPlayer(2, 'Ben Ortiz', null), deskPlayer(3, 'Mia Ortiz', null, 1)];
  server.use(
    http.get(apiUrl('/evaluations/40/'), () => HttpResponse.json(event())),
    http.get(apiUrl('/evaluations/40/players/'), () => HttpResponse.json({ count: players.length, results: players })),
  );
});

const openPage = (query = '') => renderRoutes([{ path: paths.dashboard.evaluationPrint(':eventId'), element: <PrintBibsPage /> }], `${paths.dashboard.evaluationPrint(40)}${query}`);

describe('Bib labels and check-in sheet', () => {
  it('prints one label per checked-in child, by bib', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openPage();

    const labels = await screen.findByRole('list', { name: 'Bib labels' });
    expect(within(labels).getAllByRole('listitem').map((label) => label.textContent)).toEqual(['1Mia OrtizU12 evaluations', '2Ava ChenU12 evaluations']);
    expect(screen.getByText(/2 labels$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('the check-in sheet lists every registered child by name, with the bib of those already checked in', async () => {
    openPage('?show=sheet');

    const sheet = await screen.findByRole('table', { name: 'Check-in sheet' });
    const rows = within(sheet).getAllByRole('row').filter((row) => row.getAttribute('aria-hidden') !== 'true').slice(1);
    expect(rows.map((row) => [row.children[1]?.textContent, row.children[4]?.textContent])).toEqual([
      ['Ava Chen', '2'],
      ['Ben Ortiz', ''],
      ['Mia Ortiz', '1'],
    ]);
    expect(screen.getByText(/3 registered children, 2 with a bib/)).toBeInTheDocument();
  });

  it('prints a day of 700 children whole, reading every page of the list', async () => {
    const many = Array.from({ length: 700 }, (_, i) => deskPlayer(i + 1, `Child ${String(i + 1).padStart(3, '0')}`, null, i + 1));
    server.use(
      http.get(apiUrl('/evaluations/40/players/'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        // Like the server: without a page size, the first 500 only.
        const size = Number(query.get('page_size') ?? 500);
        const page = Number(query.get('page') ?? 1);
        return HttpResponse.json({ count: many.length, page, page_size: size, registered: 700, checked_in: 700, results: many.slice((page - 1) * size, page * size) });
      }),
    );
    openPage();

    expect(await screen.findByText(/700 labels$/)).toBeInTheDocument();
    // Plain DOM here: a role query over 700 labels takes seconds in jsdom.
    const labels = screen.getByRole('list', { name: 'Bib labels' }).querySelectorAll('li');
    expect(labels).toHaveLength(700);
    expect(labels[699]?.textContent).toBe('700Child 700U12 evaluations');
  });

  it('names every division of a several-division day in the header', async () => {
    server.use(
      http.get(apiUrl('/evaluations/40/'), () =>
        HttpResponse.json(event({ divisions: [{ id: 3, name: 'U10', finalised: null }, { id: 4, name: 'U12', finalised: null }] })),
      ),
    );
    openPage();

    expect(await screen.findByText(/^U10, U12 · /)).toBeInTheDocument();
  });
});
