import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { EditTeamsPage } from '@/features/edit-teams/components/edit-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose } from './edit-teams-driver';
import { listHandlers, storedUser } from './edit-teams-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers());
});

async function openDialog(button: 'Add Team' | 'Add Player', title: string) {
  renderWithProviders(<EditTeamsPage />);
  await choose('Season', '2026 Fall Season');
  await choose('Division', 'U12 Mixed');
  await screen.findByRole('button', { name: /^Hawks/ });
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: title });
}

describe('Create Team and Create Player dialogs', () => {
  it('creates a team only once it has a non-empty name, in the chosen division and league', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(apiUrl('/teams/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({}, { status: 201 }); }));
    const dialog = await openDialog('Add Team', 'Create Team');
    const create = within(dialog).getByRole('button', { name: 'Create Team' });
    expect(create).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText(/Team Name/), '   ');
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Team Name/), 'Eagles');
    await userEvent.click(create);

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Eagles', division: 5, league: 7 }]);
  });

  it("creates a player with the ratings moved only (the rest get the division's average), blank email and birth date as null", async () => {
    const bodies: unknown[] = [];
    server.use(http.post(apiUrl('/players/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({}, { status: 201 }); }));
    const dialog = await openDialog('Add Player', 'Create Player');
    await userEvent.type(within(dialog).getByLabelText(/Player Name/), 'Finn Lee');
    await within(dialog).findByRole('slider', { name: 'Dribbling' });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Shooting' }), { target: { value: '7.3' } });
    await choose('Team', 'Owls');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Player' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Finn Lee', email: null, date_of_birth: null, league: 7, division: 5, team: 22, ratings: { '11': 7.3 } });
  });

  it('sends height, region and unavailable days as the CSV gives them, in week order', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(apiUrl('/players/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({}, { status: 201 }); }));
    const dialog = await openDialog('Add Player', 'Create Player');
    await userEvent.type(within(dialog).getByLabelText(/Player Name/), 'Gia Moss');
    await userEvent.type(within(dialog).getByLabelText('Height (cm)'), '148');
    await choose('Region', 'North');
    const days = within(dialog).getByRole('group', { name: 'Days the player cannot practise' });
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Monday' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Player' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Gia Moss', height: 148, region: 'N', unavailable_days: ['mon', 'thu'] });
  });

  it('says what is wrong with a height out of range and sends nothing', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(apiUrl('/players/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({}, { status: 201 }); }));
    const dialog = await openDialog('Add Player', 'Create Player');
    await userEvent.type(within(dialog).getByLabelText(/Player Name/), 'Gia Moss');
    await userEvent.type(within(dialog).getByLabelText('Height (cm)'), '900');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Player' }));

    expect(await within(dialog).findByText('Height must be a number of centimetres between 30 and 300.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('keeps the player dialog open and shows nothing when creating fails (the error is logged)', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    server.use(http.post(apiUrl('/players/'), () => HttpResponse.json({ error: 'Enter a valid email address.' }, { status: 400 })));
    try {
      const dialog = await openDialog('Add Player', 'Create Player');
      await userEvent.type(within(dialog).getByLabelText(/Player Name/), 'Finn Lee');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Player' }));

      await waitFor(() => expect(errors).toContain('Create player failed'));
      expect(within(dialog).queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });
});
