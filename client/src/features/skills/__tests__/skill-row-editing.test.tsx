import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillsPage } from '@/features/skills/components/skills-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSkillsPageLists } from './skills-test-api';

const server = setupMswServer();

async function startEditing() {
  answerSkillsPageLists();
  renderWithProviders(<SkillsPage />);
  for (const [label, option] of [[/Season/, 'Fall 2026'], [/Division/, 'U10']] as const) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  await userEvent.click(await screen.findByRole('button', { name: 'Edit skill Dribbling' }));
}

describe('Skills table: inline edit and delete', () => {
  it('saves the edited row with PUT and says so', async () => {
    let body: unknown;
    server.use(http.put(apiUrl('/skills/21/'), async ({ request }) => { body = await request.json(); return HttpResponse.json({}); }));
    await startEditing();
    await userEvent.clear(screen.getByLabelText('Weight'));
    await userEvent.type(screen.getByLabelText('Weight'), '6');

    await userEvent.click(screen.getByRole('button', { name: 'Save skill Dribbling' }));

    expect(await screen.findByText('Skill updated successfully!')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Dribbling', description: 'Ball control', weight: 6, normalization_factor: 10, division: 11 });
  });

  it('lets only digits and dots into the normalization factor and refuses a bad number', async () => {
    await startEditing();
    const factor = screen.getByLabelText('Norm. Factor');
    expect(factor).toHaveAttribute('step', '0.0001');

    await userEvent.clear(factor);
    await userEvent.type(factor, 'a1.2.3');
    expect(factor).toHaveValue('1.2.3');
    await userEvent.click(screen.getByRole('button', { name: 'Save skill Dribbling' }));

    expect(screen.getByText('Normalization factor must be a positive number.')).toBeInTheDocument();
  });

  it('says "Weight must be an integer between 1 and 10." for a blank weight', async () => {
    await startEditing();
    await userEvent.clear(screen.getByLabelText('Weight'));

    await userEvent.click(screen.getByRole('button', { name: 'Save skill Dribbling' }));

    expect(screen.getByText('Weight must be an integer between 1 and 10.')).toBeInTheDocument();
  });

  it('cancel puts the row back as it was', async () => {
    await startEditing();
    await userEvent.type(screen.getByLabelText('Name'), ' changed');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing Dribbling' }));

    expect(screen.getByRole('cell', { name: 'Dribbling' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('says "Failed to update skill" when the save fails', async () => {
    server.use(http.put(apiUrl('/skills/21/'), () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    await startEditing();

    await userEvent.click(screen.getByRole('button', { name: 'Save skill Dribbling' }));

    expect(await screen.findByText('Failed to update skill')).toBeInTheDocument();
  });

  it('deletes after confirming and says "Skill deleted successfully!"', async () => {
    let deleted = false;
    server.use(http.delete(apiUrl('/skills/21/'), () => { deleted = true; return new HttpResponse(null, { status: 204 }); }));
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing Dribbling' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete skill Dribbling' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete skill?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Skill deleted successfully!')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('says "Failed to delete skill" when the delete fails', async () => {
    server.use(http.delete(apiUrl('/skills/21/'), () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing Dribbling' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete skill Dribbling' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete skill')).toBeInTheDocument();
  });
});
