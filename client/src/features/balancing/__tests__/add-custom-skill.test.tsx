import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddCustomSkillDialog } from '@/features/balancing/components/add-custom-skill-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
let closed = 0;

beforeEach(() => {
  closed = 0;
});

const renderDialog = (divisionId: number | null = 5) => renderWithProviders(<AddCustomSkillDialog open divisionId={divisionId} onClose={() => (closed += 1)} />);

describe('AddCustomSkillDialog', () => {
  it('creates the skill in the division with its weight and normalization factor', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(apiUrl('/skills/'), async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json({ id: 30 }, { status: 201 }); }));
    renderDialog();

    await userEvent.type(screen.getByLabelText(/Skill Name/), 'Rebounding');
    await userEvent.clear(screen.getByLabelText('Weight'));
    await userEvent.type(screen.getByLabelText('Weight'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));

    await waitFor(() => expect(closed).toBe(1));
    expect(bodies[0]).toEqual({ name: 'Rebounding', description: '', weight: 4, division: 5, normalization_factor: 10 });
  });

  it('names each broken rule with the spec texts', async () => {
    renderDialog(null);
    await userEvent.clear(screen.getByLabelText('Weight'));
    await userEvent.type(screen.getByLabelText('Weight'), '11');
    await userEvent.clear(screen.getByLabelText('Normalization Factor'));
    await userEvent.type(screen.getByLabelText('Normalization Factor'), '0');

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
