import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewTeamsPage } from '@/features/teams/components/view-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { hawks, listHandlers, storedUser } from './teams-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers());
});

describe('ViewTeamsPage', () => {
  it("shows each team's scores, height, region, practice days, coach and division", async () => {
    renderWithProviders(<ViewTeamsPage />);

    const card = await screen.findByRole('article', { name: 'Hawks' });
    const text = card.textContent ?? '';
    for (const expected of ['Team Composite Score41.26', 'Average Score6.88', 'Average Height148.3 cm', 'Main RegionNorth', 'Best Practice DaysTuesday, Thursday', 'CoachCoach Kim', 'DivisionU12 Mixed']) {
      expect(text).toContain(expected);
    }
    expect(within(screen.getByRole('article', { name: 'Owls' })).getByText('No coach')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Team composite totals' })).toBeInTheDocument();
  });

  it('shows a dash, not 0.00, for the average of a team with no players', async () => {
    const empty = { ...hawks, id: 23, name: 'Ravens', team_composite: 0, team_average: 0, team_summary: { ...hawks.team_summary, player_count: 0 } };
    server.use(http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: 1, results: [empty] })));
    renderWithProviders(<ViewTeamsPage />);

    const card = await screen.findByRole('article', { name: 'Ravens' });

    expect(card.textContent).toContain('Average Score—');
  });

  it('says so when there are no teams', async () => {
    server.use(...listHandlers([]));
    renderWithProviders(<ViewTeamsPage />);

    expect(await screen.findByText('No teams have been added yet.')).toBeInTheDocument();
  });

  it('filters teams by the chosen season and division', async () => {
    const queries: string[] = [];
    server.use(http.get(apiUrl('/teams/'), ({ request }) => { queries.push(new URL(request.url).search); return HttpResponse.json({ count: 0, results: [] }); }));
    renderWithProviders(<ViewTeamsPage />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Season' }));
    await userEvent.click(await screen.findByRole('option', { name: '2026 Fall Season' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
    await userEvent.click(await screen.findByRole('option', { name: 'U12 Mixed' }));

    await waitFor(() => expect(queries).toContain('?season=1&division=5'));
    expect(queries[0]).toBe('');
  });

  describe('Edit Team dialog', () => {
    async function openEditor() {
      renderWithProviders(<ViewTeamsPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Hawks' }));
      return screen.getByRole('dialog', { name: 'Edit Team' });
    }

    it('requires a name and limits name and coach lengths', async () => {
      const dialog = await openEditor();
      const name = within(dialog).getByLabelText(/Team Name/);
      await userEvent.clear(name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Team name is required.')).toBeInTheDocument();

      await userEvent.click(name);
      await userEvent.paste('x'.repeat(101));
      const coach = within(dialog).getByLabelText('Coach');
      await userEvent.clear(coach);
      // Clicked, not only cleared: the paste goes wherever the focus is.
      await userEvent.click(coach);
      await userEvent.paste('c'.repeat(65));
      expect(name).toHaveValue('x'.repeat(101));
      expect(coach).toHaveValue('c'.repeat(65));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Team name must be at most 100 characters long.')).toBeInTheDocument();
      expect(within(dialog).getByText('Coach name must be at most 64 characters long.')).toBeInTheDocument();
    });

    it('keeps the cursor in Coach when Coach is clicked while the dialog is still fading in', async () => {
      const dialog = await openEditor();
      const coach = within(dialog).getByLabelText('Coach');

      await userEvent.click(coach);
      // Past the dialog's enter transition (225 ms), when it focuses the name field.
      await new Promise((resolve) => setTimeout(resolve, 400));

      expect(coach).toHaveFocus();
    });

    it('saves a blank coach as null and closes', async () => {
      const bodies: unknown[] = [];
      server.use(http.patch(apiUrl('/teams/21/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json(hawks); }));
      const dialog = await openEditor();
      await userEvent.clear(within(dialog).getByLabelText(/Team Name/));
      await userEvent.type(within(dialog).getByLabelText(/Team Name/), '  Sky Hawks ');
      await userEvent.clear(within(dialog).getByLabelText('Coach'));

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(bodies).toEqual([{ name: 'Sky Hawks', coach: null, coach_email: null, coach_phone: null, practice_details: '' }]);
    });

    it('keeps the dialog open with a message when saving fails', async () => {
      server.use(http.patch(apiUrl('/teams/21/'), () => new HttpResponse(null, { status: 500 })));
      const dialog = await openEditor();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByText("We couldn't save the changes. Please try again.")).toBeInTheDocument();
    });
  });
});

describe('ViewTeamsPage load failures', () => {
  it('names a failed seasons or divisions list', async () => {
    server.use(
      http.get(apiUrl('/seasons/'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiUrl('/divisions/'), () => new HttpResponse(null, { status: 500 })),
    );
    renderWithProviders(<ViewTeamsPage />);

    expect(await screen.findByText('Failed to load seasons')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load divisions')).toBeInTheDocument();
  });
});
