import { describe, expect, it } from 'vitest';
import { previewGender } from '@/features/roster-board/lib/gender-preview';
import { players, teams } from './board-fixtures';

describe('the gender part of a move preview', () => {
  it('when a girl moves from Hawks to Owls, counts both teams before and after and says the girls are no longer even', () => {
    const result = previewGender(players, teams, players[0]!, 22);

    expect(result.changes).toEqual([
      { teamName: 'Hawks', before: '1 girl, 1 boy', after: '1 boy' },
      { teamName: 'Owls', before: '1 girl, 1 boy', after: '2 girls, 1 boy' },
    ]);
    expect(result.summary).toBe('Gender not kept even: Owls has 2 girls and Hawks 0, a difference of 2');
  });

  it('when nobody in the division has a gender recorded, shows no gender lines', () => {
    const unknown = players.map((p) => ({ ...p, gender: null }));

    expect(previewGender(unknown, teams, unknown[0]!, 22)).toEqual({ changes: [], summary: null });
  });
});
