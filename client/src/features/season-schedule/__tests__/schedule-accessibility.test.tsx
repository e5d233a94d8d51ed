import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSeasonReads, openSchedulePage, seasonId } from './schedule-fixtures';

const server = setupMswServer();

describe('Season Schedule for every reader', () => {
  it('names every control, table and section, with headings in order (axe, contrast aside: jsdom draws nothing)', async () => {
    answerSeasonReads();
    server.use(
      http.get(apiUrl(`/seasons/${seasonId}/calendars/`), () =>
        HttpResponse.json({ count: 1, results: [{ id: 9, kind: 'team', name: 'Ants (U8)', url: 'https://league.example/api/public/calendars/bb.ics', created_at: '2026-11-20T18:00:00.000Z' }] }),
      ),
    );
    const { container } = openSchedulePage();
    await screen.findByRole('table', { name: 'Saved games' });
    await screen.findByRole('table', { name: 'Calendar links' });
    await screen.findByRole('list', { name: 'Venues' });

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  });
});
