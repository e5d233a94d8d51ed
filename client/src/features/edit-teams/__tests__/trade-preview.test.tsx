import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { describeTermChanges } from '@/features/edit-teams/lib/terms-preview';
import { listHandlers, storedUser } from './edit-teams-fixtures';
import { choose, openAvaAction } from './edit-teams-actions';
import { answerDanAsCandidate, answerTradePreview, avaForDan } from './trade-preview-fixtures';

const server = setupMswServer();
const previewBodies: unknown[] = [];

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  previewBodies.length = 0;
  server.use(
    ...listHandlers(),
    answerDanAsCandidate(),
    answerTradePreview(previewBodies),
  );
});

const termRows = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole('table', { name: 'What else changes' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from(r.children, (cell) => cell.textContent));

describe('the effect of a trade or move on every balancing term', () => {
  it('shows the strength gap, thirds, heights, region, practice days and requests before and after a trade', async () => {
    const dialog = await openAvaAction('Trade');

    await choose('Trade With', /Dan Reyes/);

    expect(await termRows(dialog)).toEqual([
      ['Strength gap between the strongest and weakest team (total overall skill)', '8.00', '4.00'],
      ['Hawks: top / middle / bottom third players', '2 / 0 / 0', '1 / 0 / 1'],
      ['Owls: top / middle / bottom third players', '0 / 1 / 1', '1 / 1 / 0'],
      ['Hawks: average height', '145.0 cm', '135.0 cm'],
      ['Owls: average height', '130.0 cm', '150.0 cm'],
      ["Players living outside their team's main region", '0', '2'],
      ["Players who can't make their team's best practice day", '1', '1'],
      ['Teammate requests honoured', '2 of 2', '1 of 2'],
    ]);
    expect(previewBodies).toEqual([{ source_player_id: 1, target_player_id: 4 }]);
  });

  it('asks the server about a move with the chosen destination and warns of the rules it breaks', async () => {
    server.use(answerTradePreview(previewBodies, { ...avaForDan, breaks_rules: ['Ava Chen is locked to Hawks but would be on no team.'] }));
    const dialog = await openAvaAction('Move');

    await choose('Move To', 'Unassigned');

    expect(await within(dialog).findByText('Ava Chen is locked to Hawks but would be on no team.')).toBeInTheDocument();
    expect(previewBodies).toEqual([{ source_player_id: 1, to_team_id: null }]);
  });

  it("shows the server's reason when it cannot preview", async () => {
    server.use(http.post(apiUrl('/players/trade_preview/'), () => HttpResponse.json({ error: 'The player is already on that team.' }, { status: 400 })));
    const dialog = await openAvaAction('Move');

    await choose('Move To', 'Owls');

    expect(await within(dialog).findByText('The player is already on that team.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'What else changes' })).not.toBeInTheDocument();
  });
});

describe('describeTermChanges', () => {
  it('leaves out height, region and requests when the division has none of them', () => {
    const noData = { ...avaForDan.before, height_gap_cm: null, players_outside_region: null, requests: { total: 0, honoured: 0 }, teams: avaForDan.before.teams.map((t) => ({ ...t, average_height_cm: null })) };

    const labels = describeTermChanges({ before: noData, after: noData, breaks_rules: [] }).map((row) => row.label);

    expect(labels).toEqual([
      'Strength gap between the strongest and weakest team (total overall skill)',
      'Hawks: top / middle / bottom third players',
      'Owls: top / middle / bottom third players',
      "Players who can't make their team's best practice day",
    ]);
  });
});
