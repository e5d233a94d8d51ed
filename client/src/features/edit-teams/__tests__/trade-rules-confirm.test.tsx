import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { listHandlers, storedUser } from './edit-teams-fixtures';
import { choose, openAvaAction } from './edit-teams-actions';
import { answerDanAsCandidate, answerTradePreview } from './trade-preview-fixtures';

const server = setupMswServer();
const tradeBodies: { override?: boolean }[] = [];
const reasons = ['Group "lee" would be split: Ava Chen on Owls, Ben Ortiz on Hawks.', 'Ava Chen is locked to Hawks but would be on Owls.'];

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  tradeBodies.length = 0;
  server.use(
    ...listHandlers(),
    answerDanAsCandidate(),
    answerTradePreview([]),
    // The server refuses unless the admin overrides (ADR 0011).
    http.post(apiUrl('/players/trade/'), async ({ request }) => {
      const body = (await request.json()) as { override?: boolean };
      tradeBodies.push(body);
      if (body.override) return HttpResponse.json({ count: 1, results: [], roster_version: 3 });
      return HttpResponse.json({ error: `This change breaks the division's team rules: ${reasons.join(' ')} Confirm to make it anyway.`, code: 'rules_broken', details: { reasons } }, { status: 409 });
    }),
  );
});

describe('a trade or move that breaks saved team rules', () => {
  it('lists every broken rule and, when the admin keeps things as they are, sends nothing more', async () => {
    const dialog = await openAvaAction('Trade');
    await choose('Trade With', /Dan Reyes/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade' }));
    const confirm = await within(dialog).findByRole('alert', { name: 'Team rules this change breaks' });
    expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual(reasons);
    expect(within(dialog).getByRole('button', { name: 'Trade' })).toBeDisabled();

    await userEvent.click(within(confirm).getByRole('button', { name: "Don't trade" }));

    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(tradeBodies).toEqual([{ source_player_id: 1, target_player_id: 4 }]);
    expect(screen.queryByText('Traded Ava Chen.')).not.toBeInTheDocument();
  });

  it('resends the same trade with override: true when the admin confirms', async () => {
    const dialog = await openAvaAction('Trade');
    await choose('Trade With', /Dan Reyes/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade' }));

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Trade anyway' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(tradeBodies).toEqual([{ source_player_id: 1, target_player_id: 4 }, { source_player_id: 1, target_player_id: 4, override: true }]);
    expect(screen.getByText('Traded Ava Chen.')).toBeInTheDocument();
  });

  it('asks the same for a move, and a new destination clears the question', async () => {
    const dialog = await openAvaAction('Move');
    await choose('Move To', 'Owls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('button', { name: 'Move anyway' })).toBeInTheDocument();

    await choose('Move To', 'Unassigned');
    expect(within(dialog).queryByRole('button', { name: 'Move anyway' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Move anyway' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(tradeBodies.at(-1)).toEqual({ source_player_id: 1, to_team_id: null, override: true });
  });
});
