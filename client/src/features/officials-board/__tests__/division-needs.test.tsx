import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficialsPage } from '@/features/officials-board/components/officials-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerOfficialsScreen } from './officials-fixtures';

const server = setupMswServer();

async function openSeason() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<OfficialsPage />, '/dashboard/officials');
  await user.selectOptions(await screen.findByLabelText('Season'), await screen.findByRole('option', { name: 'Fall 2026' }));
  return { user, form: await screen.findByRole('form', { name: 'Officials for U12' }) };
}

describe("Officials: what a division's games need", () => {
  it('shows what was saved and saves a new official with its level, youth rule and fee', async () => {
    answerOfficialsScreen([{ role: 'referee', min_level_id: 2, youth_allowed: false, fee: 30 }]);
    let sent: unknown;
    server.use(http.put(apiUrl('/divisions/21/officiating/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ division_id: 21, ...(sent as object) });
    }));
    const { user, form } = await openSeason();
    expect(within(within(form).getByRole('group', { name: 'Official 1' })).getByLabelText('Role')).toHaveValue('referee');

    await user.click(within(form).getByRole('button', { name: 'Add an official' }));
    const second = within(form).getByRole('group', { name: 'Official 2' });
    await user.click(within(second).getByLabelText('Role'));
    await user.paste('umpire');
    await user.selectOptions(within(second).getByLabelText('Lowest certification'), 'Youth');
    await user.click(within(second).getByLabelText('Fee per game'));
    await user.paste('20');
    await user.click(within(second).getByLabelText(/A youth referee may take it/));
    await user.click(within(form).getByRole('button', { name: 'Save U12' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved what U12 games need.');
    expect(sent).toEqual({
      officials: [
        { role: 'referee', min_level_id: 2, youth_allowed: false, fee: 30 },
        { role: 'umpire', min_level_id: 1, youth_allowed: true, fee: 20 },
      ],
    });
  });

  it('says in a sentence what is wrong with a fee and sends nothing', async () => {
    answerOfficialsScreen();
    let calls = 0;
    server.use(http.put(apiUrl('/divisions/21/officiating/'), () => { calls += 1; return HttpResponse.json({}); }));
    const { user, form } = await openSeason();

    await user.click(within(form).getByRole('button', { name: 'Add an official' }));
    const row = within(form).getByRole('group', { name: 'Official 1' });
    await user.click(within(row).getByLabelText('Role'));
    await user.paste('referee');
    await user.click(within(row).getByLabelText('Fee per game'));
    await user.paste('-5');
    await user.click(within(form).getByRole('button', { name: 'Save U12' }));

    expect(await within(form).findByText('Each fee must be an amount from 0 to 1000, such as 25 or 27.50.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the server's sentence when it refuses the save", async () => {
    answerOfficialsScreen([{ role: 'referee', min_level_id: 2, youth_allowed: false, fee: 30 }]);
    server.use(http.put(apiUrl('/divisions/21/officiating/'), () => HttpResponse.json({ error: 'Certification level was not found.' }, { status: 404 })));
    const { user, form } = await openSeason();

    await user.click(within(form).getByRole('button', { name: 'Save U12' }));

    expect(await within(form).findByText('Certification level was not found.')).toBeInTheDocument();
  });
});
