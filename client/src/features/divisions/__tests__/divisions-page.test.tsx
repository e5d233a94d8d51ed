import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DivisionsPage } from '@/features/divisions/components/divisions-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const seasons = [{ id: 3, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: 7, is_active: true }];
const division = (id: number, name: string, min_age: number | null, max_age: number | null) =>
  ({ id, name, season: 3, season_name: 'Fall 2026', min_age, max_age, description: '', league: 7 });

function renderPage(divisions: unknown[] = [division(1, 'U10', 8, 10), division(2, 'Seniors', 16, null)]) {
  server.use(
    http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: seasons })),
    http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: divisions.length, results: divisions })),
  );
  return renderWithProviders(<DivisionsPage />);
}

async function fillName(name = 'U12') {
  await userEvent.type(screen.getByLabelText(/Division Name/), name);
}

async function chooseSeason() {
  await userEvent.click(screen.getByRole('combobox', { name: /Season/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Fall 2026' }));
}

describe('DivisionsPage', () => {
  it('keeps Create Division disabled until a name and a season are chosen', async () => {
    renderPage();
    const create = screen.getByRole('button', { name: 'Create Division' });
    expect(create).toBeDisabled();

    await fillName();
    expect(create).toBeDisabled();
    await chooseSeason();
    expect(create).toBeEnabled();
  });

  it('posts the division with blank ages as null and says it was created', async () => {
    let body: unknown;
    server.use(http.post(apiUrl('/divisions/'), async ({ request }) => { body = await request.json(); return HttpResponse.json({ id: 5 }, { status: 201 }); }));
    renderPage();
    await fillName('U12');
    await chooseSeason();
    await userEvent.type(screen.getByLabelText('Minimum Age'), '11');
    await userEvent.click(screen.getByLabelText('Description'));
    await userEvent.paste('Middle school');

    await userEvent.click(screen.getByRole('button', { name: 'Create Division' }));

    expect(await screen.findByText('Division created successfully!')).toBeInTheDocument();
    expect(body).toEqual({ name: 'U12', season: 3, min_age: 11, max_age: null, description: 'Middle school' });
    await waitFor(() => expect(screen.queryByText('Division created successfully!')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('refuses a minimum age above the maximum age beside the field', async () => {
    renderPage();
    await fillName();
    await chooseSeason();
    await userEvent.type(screen.getByLabelText('Minimum Age'), '12');
    await userEvent.type(screen.getByLabelText('Maximum Age'), '9');

    await userEvent.click(screen.getByRole('button', { name: 'Create Division' }));

    expect(await screen.findByText('Minimum age must not be greater than maximum age.')).toBeInTheDocument();
  });

  it('shows the create error text when the server refuses', async () => {
    server.use(http.post(apiUrl('/divisions/'), () => HttpResponse.json({ error: 'Season not found.' }, { status: 404 })));
    renderPage();
    await fillName();
    await chooseSeason();

    await userEvent.click(screen.getByRole('button', { name: 'Create Division' }));

    expect(await screen.findByText('Failed to create division. Please try again.')).toBeInTheDocument();
  });

  it('lists divisions with their season and age range', async () => {
    renderPage([division(1, 'U10', 8, 10), division(2, 'Seniors', 16, null), division(3, 'Tots', null, 6), division(4, 'Open', null, null)]);

    const rangeOf = async (name: string) => within((await screen.findByRole('cell', { name })).closest('tr')!).getAllByRole('cell')[2];
    expect(await rangeOf('U10')).toHaveTextContent('8-10');
    expect(await rangeOf('Seniors')).toHaveTextContent('16+');
    expect(await rangeOf('Tots')).toHaveTextContent('Up to 6');
    expect(await rangeOf('Open')).toHaveTextContent('Not specified');
    expect(screen.getAllByRole('cell', { name: 'Fall 2026' })).toHaveLength(4);
  });

  it('shows the empty text when there are no divisions', async () => {
    renderPage([]);

    expect(await screen.findByText('No divisions found. Create one to get started!')).toBeInTheDocument();
  });

  it('shows the loading error text when the list fails', async () => {
    server.use(
      http.get(apiUrl('/seasons/'), () => HttpResponse.json([])),
      http.get(apiUrl('/divisions/'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    renderWithProviders(<DivisionsPage />);

    expect(await screen.findByText('Error loading divisions. Please try again.')).toBeInTheDocument();
  });

  it('deletes a division after confirming and says so', async () => {
    let deleted = '';
    server.use(http.delete(apiUrl('/divisions/:id/'), ({ params }) => { deleted = String(params.id); return new HttpResponse(null, { status: 204 }); }));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete division U10' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete division?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Division deleted successfully.')).toBeInTheDocument();
    expect(deleted).toBe('1');
  });

  it('says "Failed to delete division." when the delete fails', async () => {
    server.use(http.delete(apiUrl('/divisions/:id/'), () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete division Seniors' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete division.')).toBeInTheDocument();
  });
});
