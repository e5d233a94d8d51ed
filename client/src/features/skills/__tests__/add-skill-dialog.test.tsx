import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillsPage } from '@/features/skills/components/skills-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSkillsPageLists } from './skills-test-api';

const server = setupMswServer();

async function openDialog() {
  answerSkillsPageLists([]);
  renderWithProviders(<SkillsPage />);
  for (const [label, option] of [[/Season/, 'Fall 2026'], [/Division/, 'U10']] as const) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
  return screen.getByRole('dialog', { name: 'Add Skill' });
}

describe('Add Skill dialog', () => {
  it('starts with weight 1 and normalization factor 10 (step 0.1)', async () => {
    const dialog = await openDialog();

    expect(within(dialog).getByLabelText('Weight (1-10)')).toHaveValue('1');
    const factor = within(dialog).getByLabelText('Normalization Factor');
    expect(factor).toHaveValue(10);
    expect(factor).toHaveAttribute('step', '0.1');
  });

  it('requires a skill name', async () => {
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Skill' }));

    expect(within(dialog).getByText('Skill name is required')).toBeInTheDocument();
  });

  it('strips non-digits from the weight and clamps it to 1-10', async () => {
    const dialog = await openDialog();
    const weight = within(dialog).getByLabelText('Weight (1-10)');

    await userEvent.clear(weight);
    await userEvent.type(weight, 'x4');
    expect(weight).toHaveValue('4');
    await userEvent.type(weight, '7');
    expect(weight).toHaveValue('10');
  });

  it('refuses a normalization factor that is not positive', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Skill Name/), 'Passing');
    await userEvent.clear(within(dialog).getByLabelText('Normalization Factor'));
    await userEvent.type(within(dialog).getByLabelText('Normalization Factor'), '0');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Skill' }));

    expect(within(dialog).getByText('Normalization factor must be a positive number.')).toBeInTheDocument();
  });

  it('creates the skill in the chosen division and the success message clears after 3 seconds', async () => {
    let body: unknown;
    server.use(http.post(apiUrl('/skills/'), async ({ request }) => { body = await request.json(); return HttpResponse.json({ id: 30 }, { status: 201 }); }));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Skill Name/), 'Passing');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Skill' }));

    expect(await screen.findByText('Skill created successfully!')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Passing', description: '', weight: 1, normalization_factor: 10, division: 11 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Skill created successfully!')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('works from the keyboard: Enter in the name field submits the dialog', async () => {
    let posted = false;
    server.use(http.post(apiUrl('/skills/'), () => { posted = true; return HttpResponse.json({ id: 31 }, { status: 201 }); }));
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText(/Skill Name/), 'Rebounding{Enter}');

    expect(await screen.findByText('Skill created successfully!')).toBeInTheDocument();
    expect(posted).toBe(true);
  });

  it('says "Failed to create skill" and stays open when the server refuses', async () => {
    server.use(http.post(apiUrl('/skills/'), () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Skill Name/), 'Passing');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Skill' }));

    expect(await within(dialog).findByText('Failed to create skill')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
