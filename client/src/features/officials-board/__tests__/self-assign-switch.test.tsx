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
  const section = (await screen.findByRole('heading', { name: 'Referees picking games' })).closest('section')!;
  return { user, section: section as HTMLElement };
}

describe('Officials: referees picking open games themselves', () => {
  it('is off as saved, and turning it on saves it and says what referees can now do', async () => {
    answerOfficialsScreen();
    let saved = false;
    let sent: unknown;
    server.use(
      http.get(apiUrl('/seasons/3/officials/settings/'), () => HttpResponse.json({ season_id: 3, self_assign: saved })),
      http.put(apiUrl('/seasons/3/officials/settings/'), async ({ request }) => {
        sent = await request.json();
        saved = true;
        return HttpResponse.json({ season_id: 3, self_assign: true });
      }),
    );
    const { user, section } = await openSeason();
    const toggle = await within(section).findByRole('switch', { name: 'Referees may pick open games themselves', checked: false });
    expect(toggle).toBeEnabled();

    await user.click(toggle);

    expect(await within(section).findByRole('status')).toHaveTextContent('Referees can now take open games of this season on "My games". You get an email each time one does.');
    expect(sent).toEqual({ self_assign: true });
    expect(await within(section).findByRole('switch', { name: 'Referees may pick open games themselves', checked: true })).toBeInTheDocument();
  });

  it("shows the server's sentence when saving is refused", async () => {
    answerOfficialsScreen();
    server.use(http.put(apiUrl('/seasons/3/officials/settings/'), () => HttpResponse.json({ error: 'Only league administrators and referee administrators assign officials.' }, { status: 403 })));
    const { user, section } = await openSeason();
    const toggle = await within(section).findByRole('switch', { name: 'Referees may pick open games themselves', checked: false });

    await user.click(toggle);

    expect(await within(section).findByText('Only league administrators and referee administrators assign officials.')).toBeInTheDocument();
  });
});
