import { describe, expect, it } from 'vitest';
import { arrangeSkilledDivision, previewTeams } from '../../../testing/balance-preview.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('POST /api/players/balanced_teams/ with a household column', () => {
  it('treats a household key held by one player as no group, and keeps a household of two as a group', async () => {
    const a = await arrangeSkilledDivision(t, 'shooting', 'shooting');
    const rows = Array.from({ length: 6 }, (_, i) => `Kid ${i},HH-${1000 + i},${i + 2}`);
    const csv = ['Player Name,Household,shooting', ...rows, 'Maya Chen,hh-2000,5', 'Leo Chen,HH-2000 ,6'].join('\n');
    const fields = { number_of_teams: '2', seed: '7', name_columns: JSON.stringify(['Player Name']), group_column: 'Household' };

    const { results, summary } = await previewTeams(t, a, fields, csv, 'export.csv');
    const players = results.flatMap((team) => team.players);
    expect(players.filter((p) => p.name.startsWith('Kid')).map((p) => p.group)).toEqual([null, null, null, null, null, null]);
    expect(players.filter((p) => p.name.endsWith('Chen')).map((p) => p.group).sort()).toEqual(['HH-2000', 'hh-2000']);
    expect(summary.groups).toEqual({ count: 1, kept: 1 });
  });
});
