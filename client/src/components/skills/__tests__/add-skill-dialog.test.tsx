import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddSkillDialog } from '@/components/skills/add-skill-dialog';
import { playersKeys } from '@/api/players/list-players';
import { skillsKeys } from '@/api/skills/list-skills';
import { teamsKeys } from '@/api/teams/list-teams';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
let closed = 0;

beforeEach(() => {
  closed = 0;
});

const renderDialog = (divisionId: number | null = 5) =>
  renderWithProviders(<AddSkillDialog title="Add Custom Skill" failureMessage="Error adding custom skill." divisionId={divisionId} onClose={() => (closed += 1)} />);

describe('AddSkillDialog (Create Balanced Teams flavour)', () => {
  it('creates the skill in the division with its weight and normalization factor', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(apiUrl('/skills/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({ id: 30 }, { status: 201 }); }));
    renderDialog();

    await userEvent.type(screen.getByLabelText(/Skill Name/), 'Rebounding');
    await userEvent.clear(screen.getByLabelText('Weight (1-10)'));
    await userEvent.type(screen.getByLabelText('Weight (1-10)'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));

    await waitFor(() => expect(closed).toBe(1));
    expect(bodies[0]).toEqual({ name: 'Rebounding', description: '', weight: 4, division: 5, normalization_factor: 10 });
  });

  it('marks the skills, players and teams lists stale: weights feed every composite', async () => {
    server.use(http.post(apiUrl('/skills/'), () => HttpResponse.json({ id: 30 }, { status: 201 })));
    const { queryClient } = renderDialog();
    for (const key of [skillsKeys.list(5), playersKeys.list({ division: 5 }), teamsKeys.list({ division: 5 })]) queryClient.setQueryData(key, []);

    await userEvent.type(screen.getByLabelText(/Skill Name/), 'Rebounding');
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));

    await waitFor(() => expect(closed).toBe(1));
    for (const key of [skillsKeys.all, playersKeys.all, teamsKeys.all]) {
      expect(queryClient.getQueryCache().findAll({ queryKey: key }).map((query) => query.state.isInvalidated)).toEqual([true]);
    }
  });

  it('names each broken rule with the spec texts', async () => {
    renderDialog(null);
    await userEvent.clear(screen.getByLabelText('Normalization Factor'));
    await userEvent.type(screen.getByLabelText('Normalization Factor'), '0');
    await userEvent.clear(screen.getByLabelText('Weight (1-10)'));

    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));

    expect(screen.getByText('Skill name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a division before creating a skill.')).toBeInTheDocument();
    expect(screen.getByText('Weight must be an integer between 1 and 10.')).toBeInTheDocument();
    expect(screen.getByText('Normalization factor must be a positive number.')).toBeInTheDocument();
  });

  it('says "Error adding custom skill." when the server refuses', async () => {
    server.use(http.post(apiUrl('/skills/'), () => HttpResponse.json({ error: 'Duplicate.' }, { status: 400 })));
    renderDialog();
    await userEvent.type(screen.getByLabelText(/Skill Name/), 'Rebounding');

    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));

    expect(await screen.findByText('Error adding custom skill.')).toBeInTheDocument();
    expect(closed).toBe(0);
  });
});
