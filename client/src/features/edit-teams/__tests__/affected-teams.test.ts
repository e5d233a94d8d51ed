import { describe, expect, it } from 'vitest';
import type { RosterChangePreviewDto } from '@league/contract';
import { affectedTeams } from '@/features/edit-teams/lib/affected-teams';
import { placeOnlyNew, rebalanceSwap } from './roster-change-fixtures';

const summarize = (preview: RosterChangePreviewDto) =>
  affectedTeams(preview).map((t) => ({ name: t.name, before: t.before?.composite_total ?? null, after: t.after?.composite_total ?? null }));

describe('affectedTeams', () => {
  it('lists only the teams a move leaves or joins', () => {
    expect(summarize(placeOnlyNew)).toEqual([{ name: 'Owls', before: 6, after: 11 }]);
  });

  it('names a team the rebalance adds (no before) and one it empties (no after)', () => {
    const preview: RosterChangePreviewDto = {
      ...rebalanceSwap,
      results: [rebalanceSwap.results[0]!, { ...rebalanceSwap.results[1]!, team_id: null, team_name: 'Team 3' }],
      moves: [
        { player_id: 2, player_name: 'Ben Ortiz', from_team_id: 21, from_team_name: 'Hawks', to_team_id: null, to_team_name: 'Team 3' },
        { player_id: 3, player_name: 'Cleo Park', from_team_id: 22, from_team_name: 'Owls', to_team_id: 21, to_team_name: 'Hawks' },
      ],
    };

    expect(summarize(preview)).toEqual([
      { name: 'Hawks', before: 14, after: 12 },
      { name: 'Team 3', before: null, after: 8 },
      { name: 'Owls', before: 6, after: null },
    ]);
  });
});
