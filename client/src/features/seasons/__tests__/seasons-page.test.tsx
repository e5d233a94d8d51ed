import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SeasonsPage } from '@/features/seasons/components/seasons-page';
import { defaultEndDate } from '@/features/seasons/season-dates';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const storedUser = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };
const fall = { id: 3, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: 7, is_active: true };
const spring = { id: 4, name: 'Spring 2026', year: 2026, start_date: '2026-03-01', end_date: '2026-06-30', league: 7, is_active: false };

function renderPage({ seasons = [fall, spring] as unknown[], user = JSON.stringify(storedUser) as string | null } = {}) {
  if (user !== null) localStorage.setItem('user', user);
  server.use(http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: seasons.length, results: seasons })));
  return renderWithProviders(<SeasonsPage />, '/dashboard/start-season');
}

// Pasting keeps the test quick: typing re-renders the whole form once per character.
async function typeName(name = 'Winter League') {
  await userEvent.click(screen.getByLabelText(/Season Name/));
  await userEvent.paste(name);
}

describe('SeasonsPage', () => {
  it('starts with the current year, an end date about 7 months out and the season set active', () => {
    renderPage();

    expect(screen.getByLabelText('Year')).toHaveValue(new Date().getFullYear());
    expect(screen.getByLabelText(/End Date/)).toHaveValue(defaultEndDate(new Date()));
    expect(screen.getByLabelText('Set as Active Season')).toBeChecked();
  });

  it('keeps Create Season disabled until a name is entered and both dates are set', async () => {
    renderPage();
    const create = screen.getByRole('button', { name: 'Create Season' });
    expect(create).toBeDisabled();

    await typeName();
    expect(create).toBeEnabled();

    await userEvent.clear(screen.getByLabelText(/Start Date/));
    expect(create).toBeDisabled();
  });

  it('says the league is unknown and refuses to create when the stored user is unreadable', async () => {
    renderPage({ user: '{not json' });

    await typeName();

    expect(screen.getByText('Unable to determine your league. Please re-login.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Season' })).toBeDisabled();
  });

  it('posts the season with the league and shows a success message that clears after 3 seconds', async () => {
    let body: unknown;
    server.use(http.post(apiUrl('/seasons/'), async ({ request }) => { body = await request.json(); return HttpResponse.json({ id: 9 }, { status: 201 }); }));
    renderPage();
    await typeName();
    await userEvent.click(screen.getByLabelText('Set as Active Season'));

    await userEvent.click(screen.getByRole('button', { name: 'Create Season' }));

    expect(await screen.findByText('Season created successfully!')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Winter League', year: new Date().getFullYear(), start_date: expect.any(String), end_date: defaultEndDate(new Date()), league: 7, is_active: false,
    });
    expect(screen.getByLabelText(/Season Name/)).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Season created successfully!')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('shows the create error text when the server refuses', async () => {
    server.use(http.post(apiUrl('/seasons/'), () => HttpResponse.json({ error: 'Season name is required.' }, { status: 400 })));
    renderPage();
    await typeName();

    await userEvent.click(screen.getByRole('button', { name: 'Create Season' }));

    expect(await screen.findByText('Error creating season. Please check your inputs and try again.')).toBeInTheDocument();
  });

  it('flags an end date before the start date without calling the server', async () => {
    renderPage();
    await typeName();
    await userEvent.clear(screen.getByLabelText(/End Date/));
    await userEvent.type(screen.getByLabelText(/End Date/), '2000-01-01');

    await userEvent.click(screen.getByRole('button', { name: 'Create Season' }));

    expect(await screen.findByText('End date must be on or after the start date.')).toBeInTheDocument();
  });

  it('lists seasons with their year, period and Active/Inactive status', async () => {
    renderPage();

    const row = (await screen.findByRole('cell', { name: 'Fall 2026' })).closest('tr')!;
    expect(within(row).getByText('Sep 1, 2026 – Mar 31, 2027')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('cell', { name: 'Spring 2026' }).closest('tr')!).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows the empty text when the league has no seasons', async () => {
    renderPage({ seasons: [] });

    expect(await screen.findByText('No seasons found for this league. Create one to get started!')).toBeInTheDocument();
  });

  it('shows the loading error text when the list fails', async () => {
    localStorage.setItem('user', JSON.stringify(storedUser));
    server.use(http.get(apiUrl('/seasons/'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    renderWithProviders(<SeasonsPage />);

    expect(await screen.findByText('Error loading seasons. Please try again.')).toBeInTheDocument();
  });

  it('deletes a season only after the confirm dialog, then says so', async () => {
    let deleted = '';
    server.use(http.delete(apiUrl('/seasons/:id/'), ({ params }) => { deleted = String(params.id); return new HttpResponse(null, { status: 204 }); }));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete season Fall 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete season?' });
    expect(deleted).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Season deleted successfully.')).toBeInTheDocument();
    expect(deleted).toBe('3');
  });

  it('cancelling the confirm dialog keeps the season', async () => {
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete season Fall 2026' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Fall 2026' })).toBeInTheDocument();
  });

  it('says "Failed to delete season." when the delete fails', async () => {
    server.use(http.delete(apiUrl('/seasons/:id/'), () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete season Spring 2026' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete season.')).toBeInTheDocument();
  });
});

describe('SeasonsPage: the active season', () => {
  it("makes an inactive season the active one, and the list then shows it as the only active season", async () => {
    let seasons = [fall, spring];
    const activated: string[] = [];
    localStorage.setItem('user', JSON.stringify(storedUser));
    server.use(
      http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: seasons.length, results: seasons })),
      http.post(apiUrl('/seasons/:id/activate/'), ({ params }) => {
        activated.push(String(params.id));
        seasons = seasons.map((s) => ({ ...s, is_active: s.id === Number(params.id) }));
        return HttpResponse.json(seasons.find((s) => s.id === Number(params.id)));
      }),
    );
    renderWithProviders(<SeasonsPage />, '/dashboard/start-season');
    expect(screen.queryByRole('button', { name: 'Make Fall 2026 the active season' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Make Spring 2026 the active season' }));

    expect(await screen.findByText('Spring 2026 is now the active season; the other seasons are inactive.')).toBeInTheDocument();
    expect(activated).toEqual(['4']);
    const fallRow = await screen.findByRole('row', { name: /Fall 2026/ });
    await waitFor(() => expect(within(fallRow).getByText('Inactive')).toBeInTheDocument());
    expect(within(screen.getByRole('row', { name: /Spring 2026/ })).getByText('Active')).toBeInTheDocument();
  });
});
