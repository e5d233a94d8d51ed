import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { setupMswServer } from '@/testing/msw-server';
import { makeGame, renderMyGames } from './render-my-games';

setupMswServer();

describe('My games for every reader', () => {
  it('labels every control, keeps headings in order and uses only allowed ARIA', async () => {
    const { container } = renderMyGames({ games: [makeGame()], availability: { weekly: [{ weekday: 'sat', start: '8:00', end: '13:00' }], dates_off: ['2026-10-17'], max_games_per_day: 2 } });
    await screen.findByRole('list', { name: 'My games' });
    await screen.findByRole('form', { name: 'When you can referee' });
    await screen.findByText('2 games, fees 55.00');

    const rules = ['label', 'heading-order', 'aria-prohibited-attr', 'aria-allowed-attr', 'aria-valid-attr-value', 'button-name', 'list', 'listitem'];
    const results = await axe.run(container, { runOnly: { type: 'rule', values: rules } });

    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  });
});
