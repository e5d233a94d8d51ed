import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarFeedDto } from '@league/contract';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSeasonReads, openSchedulePage, seasonId } from './schedule-fixtures';

const server = setupMswServer();

/** Answers publish (dry run or not) with these counts; the list records each call's dry_run. */
function answerPublish(notified: { families: number; coaches: number }): boolean[] {
  const asked: boolean[] = [];
  server.use(
    http.post(apiUrl(`/seasons/${seasonId}/schedule/publish/`), async ({ request }) => {
      const { dry_run } = (await request.json()) as { dry_run: boolean };
      asked.push(dry_run);
      return HttpResponse.json({ dry_run, version: 1, notified, sending: true });
    }),
  );
  return asked;
}

describe('Season Schedule: publishing and calendar links', () => {
  it('asks first, saying how many families and coaches get an email; nothing is sent until confirmed; then counts those emailed', async () => {
    answerSeasonReads();
    const asked = answerPublish({ families: 5, coaches: 7 });
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    expect(await screen.findByText('3 games are drafts that families have not been told about.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the schedule?' });
    const dialogSays = dialog.textContent;
    const askedBeforeConfirm = [...asked];
    await user.click(within(dialog).getByRole('button', { name: 'Publish and send 12 emails' }));

    expect(dialogSays).toMatch(/Each family gets one email with all its children’s games, and each coach one with their team’s games/);
    expect(dialogSays).toMatch(/Publishing now emails 5 families and 7 coaches\./);
    expect(askedBeforeConfirm).toEqual([true]);
    expect(await screen.findByText('Published (publication 1): 5 families and 7 coaches were emailed.')).toBeInTheDocument();
    expect(asked).toEqual([true, false]);
  });

  it('when nobody’s games changed, the dialog says no one is emailed and offers to publish without emails', async () => {
    answerSeasonReads();
    server.use(http.post(apiUrl(`/seasons/${seasonId}/schedule/publish/`), () => HttpResponse.json({ dry_run: true, version: 2, notified: { families: 0, coaches: 0 }, sending: true })));
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    await user.click(await screen.findByRole('button', { name: 'Publish schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the schedule?' });

    expect(dialog).toHaveTextContent('Publishing now emails no one: no family’s or coach’s games changed since the last publication.');
    expect(within(dialog).getByRole('button', { name: 'Publish without emails' })).toBeEnabled();
  });

  it('cancelling the dialog publishes nothing', async () => {
    answerSeasonReads();
    const asked = answerPublish({ families: 1, coaches: 0 });
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    await user.click(await screen.findByRole('button', { name: 'Publish schedule' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByText(/were emailed/)).not.toBeInTheDocument();
    expect(asked).toEqual([true]);
  });

  it('withdraws a calendar link after asking, and the list no longer shows it', async () => {
    answerSeasonReads();
    let links: CalendarFeedDto[] = [
      { id: 8, kind: 'family', name: 'The Chen family', url: 'https://league.example/api/public/calendars/aa.ics', created_at: '2026-11-20T18:00:00.000Z' },
      { id: 9, kind: 'team', name: 'Ants (U8)', url: 'https://league.example/api/public/calendars/bb.ics', created_at: '2026-11-20T18:00:00.000Z' },
    ];
    const withdrawn: number[] = [];
    server.use(
      http.get(apiUrl(`/seasons/${seasonId}/calendars/`), () => HttpResponse.json({ count: links.length, results: links })),
      http.post(apiUrl(`/seasons/${seasonId}/calendars/:feedId/withdraw/`), ({ params }) => {
        withdrawn.push(Number(params.feedId));
        links = links.filter((l) => l.id !== Number(params.feedId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const table = await screen.findByRole('table', { name: 'Calendar links' });
    expect(within(table).getByRole('cell', { name: 'Family' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Withdraw the calendar link of The Chen family' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw this calendar link?' })).getByRole('button', { name: 'Withdraw' }));

    // The page is hidden from assistive technology until the dialog has closed.
    expect(await screen.findByRole('cell', { name: 'Ants (U8)' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'The Chen family' })).not.toBeInTheDocument();
    expect(withdrawn).toEqual([8]);
  });
});
