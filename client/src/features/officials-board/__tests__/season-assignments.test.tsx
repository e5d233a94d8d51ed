import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficialsPage } from '@/features/officials-board/components/officials-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerOfficialsScreen, preview } from './officials-fixtures';

const server = setupMswServer();

async function openSeason() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<OfficialsPage />, '/dashboard/officials');
  await user.selectOptions(await screen.findByLabelText('Season'), await screen.findByRole('option', { name: 'Fall 2026' }));
  await screen.findByRole('table', { name: 'Games and their officials' });
  return user;
}

const rowOf = (text: RegExp) => screen.getAllByRole('row').find((r) => text.test(r.textContent ?? ''))!;

describe('Officials: preview and publish', () => {
  it("previews each game's officials by name, the open places with their reasons as sentences, and the report in words", async () => {
    answerOfficialsScreen();
    let body: unknown;
    server.use(http.post(apiUrl('/seasons/3/officials/assign/'), async ({ request }) => { body = await request.json(); return HttpResponse.json(preview); }));
    const user = await openSeason();

    await user.click(screen.getByRole('button', { name: 'Preview assignments' }));

    const report = await screen.findByRole('region', { name: 'Preview report' });
    expect(report).toHaveTextContent('No rule is broken');
    expect(report).toHaveTextContent('Each referee who officiates gets between 1 and 2 games.');
    expect(report).toHaveTextContent('1 place for an official stays open; each game below says why.');
    expect(rowOf(/Ants vs Bees/)).toHaveTextContent('referee: Nia National');
    expect(rowOf(/Ants vs Bees/)).toHaveTextContent('umpire: Yan Young');
    expect(rowOf(/Ants vs Crows/)).toHaveTextContent('umpire: open. No referee certified at Youth on 2026-10-03 is available Saturdays 20:00-21:00.');
    expect(body).toEqual({ dry_run: true });
  });

  it("works the preview out again after a division's needs are saved", async () => {
    answerOfficialsScreen([{ role: 'referee', min_level_id: 2, youth_allowed: false, fee: 30 }]);
    let previews = 0;
    server.use(
      http.post(apiUrl('/seasons/3/officials/assign/'), () => {
        previews += 1;
        return HttpResponse.json(previews === 1 ? preview : { ...preview, uncovered: [] });
      }),
      http.put(apiUrl('/divisions/21/officiating/'), async ({ request }) => HttpResponse.json({ division_id: 21, ...((await request.json()) as object) })),
    );
    const user = await openSeason();
    await user.click(screen.getByRole('button', { name: 'Preview assignments' }));
    expect(await screen.findByText(/1 place for an official stays open/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save U12' }));

    expect(await screen.findByText('Every game has all its officials.')).toBeInTheDocument();
    expect(previews).toBe(2);
  });

  it("shows the server's sentence when the season has no games to assign", async () => {
    answerOfficialsScreen();
    server.use(http.post(apiUrl('/seasons/3/officials/assign/'), () => HttpResponse.json({ error: 'This season has no games yet. Build the schedule first, then assign officials.' }, { status: 400 })));
    const user = await openSeason();

    await user.click(screen.getByRole('button', { name: 'Preview assignments' }));

    expect(await screen.findByText('This season has no games yet. Build the schedule first, then assign officials.')).toBeInTheDocument();
  });

  it('publishes after asking: saves the assignments, then tells the referees, and says how many', async () => {
    answerOfficialsScreen();
    const calls: string[] = [];
    server.use(
      http.post(apiUrl('/seasons/3/officials/assign/'), async ({ request }) => { calls.push(`assign ${JSON.stringify(await request.json())}`); return HttpResponse.json({ ...preview, dry_run: false }); }),
      http.post(apiUrl('/seasons/3/officials/publish/'), () => { calls.push('publish'); return HttpResponse.json({ published: 3, referees_notified: 2, sending: true }); }),
    );
    const user = await openSeason();

    await user.click(screen.getByRole('button', { name: 'Publish assignments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish assignments?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('3 assignments published; 2 referees will get an email with their games.')).toBeInTheDocument();
    expect(calls).toEqual(['assign {"dry_run":false}', 'publish']);
  });
});
