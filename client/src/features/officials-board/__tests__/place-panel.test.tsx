import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { OfficialsChangeDto, PlaceCandidatesDto, PlaceReplacementsDto } from '@league/contract';
import { OfficialsPage } from '@/features/officials-board/components/officials-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerOfficialsScreen } from './officials-fixtures';

const server = setupMswServer();

const game = 'U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln';
const candidates: PlaceCandidatesDto = {
  game_id: 101,
  role: 'referee',
  game,
  holder: null,
  candidates: [
    { referee_id: 53, name: 'Sam Saturday', notes: ['0 games so far', '0 in fees so far'] },
    { referee_id: 51, name: 'Nia National', notes: ['1 game so far', '30 in fees so far'] },
  ],
  unavailable: [
    { referee_id: 54, name: 'Cody Coach', reasons: ['coaches Ants'] },
    { referee_id: 55, name: 'Eve Expiring', reasons: ['certificate expires 2026-10-01'] },
  ],
};
const verdict = (allowed: boolean, dryRun: boolean): OfficialsChangeDto => ({
  dry_run: dryRun,
  allowed,
  changes: [{ game_id: 101, role: 'referee', game, from: null, to: { referee_id: 53, name: 'Sam Saturday' } }],
  broken: allowed ? [] : [`Sam Saturday cannot be referee of ${game}: already at Roosevelt at 9:00.`],
  summary: [`Sam Saturday takes the open referee place of ${game}.`, ...(dryRun ? [] : ['Saved as not yet published: referees hear about it when you publish.'])],
});

/** The Officials page with the season open and the panel of Ants vs Bees' referee place open. */
async function openPanel(answer: (body: { dry_run: boolean }) => OfficialsChangeDto | Response, replacements?: PlaceReplacementsDto) {
  answerOfficialsScreen();
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl('/seasons/3/officials/games/101/places/referee/candidates/'), () => HttpResponse.json(candidates)),
    http.get(apiUrl('/seasons/3/officials/games/101/places/referee/replacements/'), () =>
      replacements ? HttpResponse.json(replacements) : HttpResponse.json({ error: 'Nobody declined this place, so there are no replacements to propose.' }, { status: 404 })),
    http.post(apiUrl('/seasons/3/officials/changes/'), async ({ request }) => {
      const body = (await request.json()) as { dry_run: boolean };
      bodies.push(body);
      const reply = answer(body);
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<OfficialsPage />, '/dashboard/officials');
  await user.selectOptions(await screen.findByLabelText('Season'), await screen.findByRole('option', { name: 'Fall 2026' }));
  await user.click(await screen.findByRole('button', { name: /^Find a referee for the referee place of Ants vs Bees/ }));
  const panel = await screen.findByRole('dialog', { name: 'Who could take this place' });
  await within(panel).findByText('Sam Saturday');
  return { user, panel, bodies };
}

describe('Who could take this place', () => {
  it('lists who could take an open place best first with notes, keeps the others and their reasons folded away, and saves the chosen referee after showing what it does', async () => {
    const { user, panel, bodies } = await openPanel((body) => verdict(true, body.dry_run));

    const best = within(panel).getByRole('list', { name: 'Who could take it, best first' });
    expect(within(best).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Sam Saturday0 games so far; 0 in fees so far'),
      expect.stringContaining('Nia National1 game so far; 30 in fees so far'),
    ]);
    const others = within(panel).getByRole('button', { name: 'Who cannot take it, and why (2)' });
    expect(others).toHaveAttribute('aria-expanded', 'false');
    await user.click(others);
    expect(within(panel).getByText('coaches Ants')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Choose Sam Saturday' }));
    expect(await within(panel).findByText(`Sam Saturday takes the open referee place of ${game}.`)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Confirm change' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Saved as not yet published: referees hear about it when you publish.');
    const change = [{ game_id: 101, role: 'referee', referee_id: 53 }];
    expect(bodies).toEqual([{ dry_run: true, changes: change }, { dry_run: false, changes: change }]);
  });

  it('shows the rule a choice would break and offers no way to confirm it', async () => {
    const { user, panel, bodies } = await openPanel(() => verdict(false, true));

    await user.click(within(panel).getByRole('button', { name: 'Choose Sam Saturday' }));

    expect(await within(panel).findByText(`Sam Saturday cannot be referee of ${game}: already at Roosevelt at 9:00.`)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Confirm change' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Choose someone else' }));
    expect(within(panel).getByRole('button', { name: 'Choose Nia National' })).toBeInTheDocument();
    expect(bodies).toEqual([{ dry_run: true, changes: [{ game_id: 101, role: 'referee', referee_id: 53 }] }]);
  });

  it("after a decline, offers the suggested replacements first and checks the chosen one's changes", async () => {
    const proposal = { changes: [{ game_id: 101, role: 'referee', referee_id: 51 }], summary: 'Nia National takes U12 at Lincoln on 2026-10-03 at 9:00 (referee).' };
    const declined: PlaceReplacementsDto = { game_id: 101, role: 'referee', game, declined_by: { referee_id: 52, name: 'Rob Regional', reason: 'Flu' }, proposals: [proposal], open_reason: null };
    const { user, panel, bodies } = await openPanel((body) => verdict(true, body.dry_run), declined);

    expect(await within(panel).findByRole('heading', { name: 'Rob Regional declined (“Flu”). Suggested replacements, fewest changes first' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: `Use: ${proposal.summary}` }));

    expect(await within(panel).findByRole('button', { name: 'Confirm change' })).toBeInTheDocument();
    expect(bodies).toEqual([{ dry_run: true, changes: proposal.changes }]);
  });

  it('labels every control of the panel, the folded list too, for a keyboard and a screen reader', async () => {
    const { user, panel } = await openPanel((body) => verdict(true, body.dry_run));
    await user.click(within(panel).getByRole('button', { name: 'Who cannot take it, and why (2)' }));

    const rules = ['label', 'aria-prohibited-attr', 'aria-allowed-attr', 'aria-valid-attr-value', 'button-name', 'list', 'listitem'];
    const results = await axe.run(panel, { runOnly: { type: 'rule', values: rules } });

    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  });
});
