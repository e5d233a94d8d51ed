import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficialsChangeDto, OfficialsChangeInput, OfficialsPlaceChange, SeasonOfficialsDto } from '@league/contract';
import { OfficialsPage } from '@/features/officials-board/components/officials-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerOfficialsScreen, seasonOfficials } from './officials-fixtures';

const server = setupMswServer();

// jsdom lays nothing out and has no scrollIntoView, which the keyboard sensor calls on pick-up.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

/** Nia National referees Ants vs Bees (9:00, umpire open); Yan Young is umpire of Ants vs Crows (20:00, referee open). */
const board: SeasonOfficialsDto = {
  ...seasonOfficials,
  games: [
    { ...seasonOfficials.games[0]!, officials: [{ assignment_id: 1, role: 'referee', referee_id: 51, referee_name: 'Nia National', status: 'proposed' }] },
    { ...seasonOfficials.games[1]!, officials: [{ assignment_id: 2, role: 'umpire', referee_id: 52, referee_name: 'Yan Young', status: 'accepted' }] },
  ],
};
const clash = 'Nia National cannot be referee of U12 Ants vs Crows, 2026-10-03 at 20:00, Lincoln: already at Roosevelt at 20:00.';

/** The Officials page with the season open; the changes endpoint answers `answer` and records every body. */
async function openBoard(answer: (body: OfficialsChangeInput) => OfficialsChangeDto) {
  answerOfficialsScreen();
  const bodies: OfficialsChangeInput[] = [];
  server.use(
    http.get(apiUrl('/seasons/3/officials/'), () => HttpResponse.json(board)),
    http.post(apiUrl('/seasons/3/officials/changes/'), async ({ request }) => {
      const body = (await request.json()) as OfficialsChangeInput;
      bodies.push(body);
      const reply = answer(body);
      return !reply.allowed && !body.dry_run ? HttpResponse.json({ error: reply.broken.join(' ') }, { status: 409 }) : HttpResponse.json(reply);
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<OfficialsPage />, '/dashboard/officials');
  await user.selectOptions(await screen.findByLabelText('Season'), await screen.findByRole('option', { name: 'Fall 2026' }));
  return { user, bodies };
}

const answerWith = (allowed: boolean) => (body: OfficialsChangeInput): OfficialsChangeDto => ({
  dry_run: body.dry_run,
  allowed,
  changes: [],
  broken: allowed ? [] : [clash],
  summary: ['Nia National takes the open referee place of U12 Ants vs Crows, 2026-10-03 at 20:00, Lincoln.', ...(body.dry_run ? [] : ['Saved as not yet published: referees hear about it when you publish.'])],
});

/** By keyboard: focus Nia National's name and press Space to pick her up. */
async function pickUpNia(user: ReturnType<typeof userEvent.setup>) {
  (await screen.findByRole('button', { name: /^Move Nia National, referee of U12 Ants vs Bees, / })).focus();
  await user.keyboard('[Space]');
  await screen.findByText(/^Picked up Nia National, referee of U12 Ants vs Bees, .* at 9:00\. Use the arrow keys or Tab to choose a place\.$/);
}

const rowOf = (teams: string) => screen.getByRole('row', { name: new RegExp(teams) });
const toOpenReferee: OfficialsPlaceChange[] = [{ game_id: 102, role: 'referee', referee_id: 51 }, { game_id: 101, role: 'referee', referee_id: null }];

describe('Officials board: dragging an official to another place', () => {
  it('by keyboard, shows the verdict beside the place before the drop, then saves the move once confirmed', async () => {
    const { user, bodies } = await openBoard(answerWith(true));

    await pickUpNia(user);
    await user.keyboard('[Tab][Tab]');
    expect(await within(rowOf('Ants vs Crows')).findByText('Nia National can take this: no rule broken.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    const confirm = await screen.findByRole('dialog', { name: /^Move Nia National to the referee place of U12 Ants vs Crows, .* at 20:00 \(open\)$/ });
    await user.click(await within(confirm).findByRole('button', { name: 'Move the official' }));

    expect(await screen.findByText(/Saved as not yet published: referees hear about it when you publish\.$/)).toBeInTheDocument();
    expect(bodies).toContainEqual({ dry_run: true, changes: toOpenReferee });
    expect(bodies.at(-1)).toEqual({ dry_run: false, changes: toOpenReferee });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a drop on a place whose verdict breaks a rule, with the sentence, and saves nothing', async () => {
    const { user, bodies } = await openBoard(answerWith(false));

    await pickUpNia(user);
    await user.keyboard('[ArrowDown][ArrowDown]');
    expect(await within(rowOf('Ants vs Crows')).findByText(clash)).toBeInTheDocument();
    await user.keyboard('[Space]');

    expect(await screen.findByText(`Nia National was not moved: ${clash}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies.every((body) => body.dry_run)).toBe(true);
  });

  it('over a place someone holds, proposes a swap and judges both places; Escape leaves everyone where they are', async () => {
    const { user, bodies } = await openBoard(answerWith(true));

    await pickUpNia(user);
    await user.keyboard('[ArrowDown][ArrowDown][ArrowDown]');
    const beside = await within(rowOf('Ants vs Crows')).findByText(/^Nia National can take this: no rule broken\. Yan Young would take Nia National's place as referee of U12 Ants vs Bees, /);
    await user.keyboard('[Escape]');

    expect(await screen.findByText(/^Move cancelled\. Nia National, referee of .* stays where they are\.$/)).toBeInTheDocument();
    expect(beside).not.toBeInTheDocument();
    expect(bodies).toEqual([{ dry_run: true, changes: [{ game_id: 102, role: 'umpire', referee_id: 51 }, { game_id: 101, role: 'referee', referee_id: 52 }] }]);
  });
});
