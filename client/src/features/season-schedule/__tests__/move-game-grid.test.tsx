import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoveGameDto, MoveGameInput } from '@league/contract';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSeasonReads, game, openSchedulePage, savedGames, seasonId } from './schedule-fixtures';

const server = setupMswServer();

// jsdom lays nothing out and has no scrollIntoView, which the keyboard sensor calls on pick-up.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const waits = 'Moving Ants v Bees to Saturday 3 October 10:00, Lincoln court 1: Smith household would wait 2 hours between games on Saturday 3 October (no wait before).';
const refusal = 'Ants v Bees cannot move to Saturday 3 October 10:00, Lincoln court 1. Coach Pat Lee has two games too close together: Ants v Bees (Saturday 3 October 10:00, Lincoln) and Eagles v Foxes (Saturday 3 October 10:00, Lincoln).';

function answerMoves(allowed: boolean) {
  const sent: MoveGameInput[] = [];
  server.use(
    http.post(apiUrl(`/seasons/${seasonId}/schedule/games/1/move/`), async ({ request }) => {
      const body = (await request.json()) as MoveGameInput;
      sent.push(body);
      const answer: MoveGameDto = {
        dry_run: body.dry_run,
        allowed,
        from: savedGames[0]!,
        to: game(1, 11, 101, 102, `${body.date}T${body.start}`, 'Lincoln', body.court),
        refused: allowed ? [] : [refusal.split('. ').slice(1).join('. ')],
        warnings: allowed ? ['Smith household would wait 2 hours between games on Saturday 3 October (no wait before).'] : [],
        summary: allowed ? waits : refusal,
      };
      if (!allowed && !body.dry_run) return HttpResponse.json({ error: refusal, code: 'conflict' }, { status: 409 });
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}

/** Opens the week grid and, by keyboard, holds Ants vs Bees over the first free court time (Lincoln court 1 at 10:00). */
async function holdOverFirstOpening(user: ReturnType<typeof userEvent.setup>) {
  openSchedulePage();
  await user.click(await screen.findByRole('button', { name: 'Week grid (drag to move)' }));
  const card = await screen.findByRole('button', { name: /^Move Ants vs Bees, / });
  card.focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowRight]');
  return screen.findByRole('region', { name: 'What this move would do' });
}

describe('Season Schedule: moving a game on the week grid', () => {
  it('shows the week by venue and court, and the next week on demand', async () => {
    answerSeasonReads();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    await user.click(await screen.findByRole('button', { name: 'Week grid (drag to move)' }));
    const grid = await screen.findByRole('region', { name: 'Week grid' });
    const firstWeek = [within(grid).getByText('Lincoln court 1'), within(grid).getByText('Lincoln court 2')];
    await user.click(screen.getByRole('button', { name: 'Next week' }));

    expect(firstWeek).toHaveLength(2);
    expect(await within(grid).findByRole('button', { name: /^Move Foxes vs Eagles, .* 9:00, Roosevelt court 1$/ })).toBeInTheDocument();
    expect(within(grid).queryByText('Lincoln court 1')).not.toBeInTheDocument();
  });

  it('by keyboard, shows the verdict in words while the game is held, and moves it once confirmed', async () => {
    answerSeasonReads();
    const sent = answerMoves(true);
    const user = userEvent.setup({ delay: null });

    const region = await holdOverFirstOpening(user);
    expect(await within(region).findByText(waits)).toBeInTheDocument();
    await user.keyboard('[Space]');
    await user.click(await screen.findByRole('button', { name: 'Move the game' }));

    expect(await screen.findByText(/^Moved Ants vs Bees to .* 10:00, Lincoln court 1\. It is a draft until you publish the schedule again\.$/)).toBeInTheDocument();
    expect(sent).toEqual([
      { venue_id: 1, court: '1', date: '2026-10-03', start: '10:00', dry_run: true },
      { venue_id: 1, court: '1', date: '2026-10-03', start: '10:00', dry_run: false },
    ]);
  });

  it('says why a refused move is not allowed, and changes nothing', async () => {
    answerSeasonReads();
    const sent = answerMoves(false);
    const user = userEvent.setup({ delay: null });

    await holdOverFirstOpening(user);
    await user.keyboard('[Space]');
    const verdict = await screen.findByRole('region', { name: 'What this move would do' });

    expect(await within(verdict).findByText(refusal)).toBeInTheDocument();
    expect(within(verdict).getByText('This move is not allowed, so nothing changes.')).toBeInTheDocument();
    expect(within(verdict).queryByRole('button', { name: 'Move the game' })).not.toBeInTheDocument();
    await user.click(within(verdict).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'What this move would do' })).not.toBeInTheDocument();
    expect(sent.every((body) => body.dry_run)).toBe(true);
  });
});
