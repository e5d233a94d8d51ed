import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CloseGymTimeDto, CloseGymTimeInput } from '@league/contract';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSeasonReads, game, openSchedulePage, savedGames, seasonId } from './schedule-fixtures';

const server = setupMswServer();

const moves = (dryRun: boolean): CloseGymTimeDto => ({
  dry_run: dryRun,
  moved: [
    { game_id: 1, kind: 'closed', from: savedGames[0]!, to: game(1, 11, 101, 102, '2026-10-10T10:00', 'Roosevelt'), why: 'Its gym time is closed.' },
    { game_id: 3, kind: 'shifted', from: savedGames[2]!, to: game(3, 12, 202, 201, '2026-10-10T11:00', 'Roosevelt'), why: 'Moved an hour later to make room.' },
  ],
  unchanged: 1,
  summary: '1 game moves; 1 other shifts to make room.',
});

function answerClose() {
  const sent: CloseGymTimeInput[] = [];
  server.use(
    http.post(apiUrl(`/seasons/${seasonId}/schedule/close/`), async ({ request }) => {
      const body = (await request.json()) as CloseGymTimeInput;
      sent.push(body);
      return HttpResponse.json(moves(body.dry_run));
    }),
  );
  return sent;
}

describe('Season Schedule: closing a day', () => {
  it('previews in words which games move where and why, changing nothing', async () => {
    answerSeasonReads();
    const sent = answerClose();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const day = await screen.findByLabelText('Day to close');
    await user.type(day, '2026-10-03');
    await user.click(screen.getByRole('combobox', { name: 'Venue' }));
    await user.click(await screen.findByRole('option', { name: 'Lincoln' }));

    await user.click(screen.getByRole('button', { name: 'Preview the moves' }));

    expect(await screen.findByRole('heading', { name: '1 game moves; 1 other shifts to make room.' })).toBeInTheDocument();
    expect(screen.getByText('1 other game stays where it is. Nothing is changed until you close the day.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Games that move' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/^U8: Ants vs Bees, .* 9:00, Lincoln court 1 → .* 10:00, Roosevelt court 1$/)).toBeInTheDocument();
    expect(within(list).getByText('Moved an hour later to make room.')).toBeInTheDocument();
    expect(sent).toEqual([{ date: '2026-10-03', venue: 1, dry_run: true }]);
  });

  it('applies the previewed closure and says the moved games wait to be published', async () => {
    answerSeasonReads();
    const sent = answerClose();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    await user.type(await screen.findByLabelText('Day to close'), '2026-10-03');
    const apply = screen.getByRole('button', { name: 'Close the day and move the games' });
    const disabledBeforePreview = apply.hasAttribute('disabled');
    await user.click(screen.getByRole('button', { name: 'Preview the moves' }));
    await screen.findByRole('list', { name: 'Games that move' });

    await user.click(apply);

    expect(await screen.findByText(/^Closed\. 1 game moves; 1 other shifts to make room\. The moved games are drafts again/)).toBeInTheDocument();
    expect(disabledBeforePreview).toBe(true);
    expect(sent).toEqual([
      { date: '2026-10-03', dry_run: true },
      { date: '2026-10-03', dry_run: false },
    ]);
  });

  it('asks for the day before previewing', async () => {
    answerSeasonReads();
    const sent = answerClose();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    await user.click(await screen.findByRole('button', { name: 'Preview the moves' }));

    expect(await screen.findByText('date must be a day in YYYY-MM-DD format.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
