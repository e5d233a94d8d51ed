import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, csvFile, listHandlers, ownHeaderRead, storedUser } from './balancing-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
});

async function chooseOption(label: string, option: string, within_: HTMLElement = document.body) {
  await userEvent.click(within(within_).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function arrange() {
  const forms: FormData[] = [];
  server.use(
    http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => {
      forms.push(await request.formData());
      return HttpResponse.json({ data: balanceResult });
    }),
  );
  renderWithProviders(<CreateTeamsPage />);
  await chooseOption('Season', '2026 Fall Season');
  await chooseOption('Division', 'U12 Mixed');
  await screen.findByRole('table', { name: 'Division skills' });
  await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile('Name,shooting,DRIBBLING,School'));
  await screen.findByText(ownHeaderRead);
  return forms;
}

describe('the school limit on Create Teams', () => {
  it('waits for a School column, then sends it with the most players of one school per team', async () => {
    const forms = await arrange();
    const limit = screen.getByRole('spinbutton', { name: 'Most players from one school on a team' });
    expect(limit).toBeDisabled();

    await chooseOption('School', 'School', screen.getByRole('region', { name: 'Columns in Your File' }));
    fireEvent.change(limit, { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    await screen.findByRole('button', { name: 'Create Balanced Teams' });
    await expect.poll(() => forms.length).toBe(1);
    expect(forms[0]!.get('school_column')).toBe('School');
    expect(forms[0]!.get('max_per_school')).toBe('3');
  });

  it('sends no school limit without a School column', async () => {
    const forms = await arrange();

    await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));

    await expect.poll(() => forms.length).toBe(1);
    expect(forms[0]!.has('school_column')).toBe(false);
    expect(forms[0]!.has('max_per_school')).toBe(false);
  });
});
