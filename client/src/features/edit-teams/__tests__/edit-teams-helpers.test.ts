import { describe, expect, it } from 'vitest';
import { previewMove, previewTrade } from '@/features/edit-teams/lib/average-preview';
import { searchPlayers } from '@/features/edit-teams/lib/search-players';

// Team 1: 8, 6 (avg 7). Team 2: 4, 2 (avg 3). One unassigned player rated 5.
const roster = [
  { id: 1, team: 1, overall_skill: 8 },
  { id: 2, team: 1, overall_skill: 6 },
  { id: 3, team: 2, overall_skill: 4 },
  { id: 4, team: 2, overall_skill: 2 },
  { id: 5, team: null, overall_skill: 5 },
];

describe('previewTrade', () => {
  it('swaps the two players in both team averages', () => {
    expect(previewTrade(roster, roster[0]!, roster[3]!)).toEqual([
      { teamId: 1, before: 7, after: 4 },
      { teamId: 2, before: 3, after: 6 },
    ]);
  });

  it('shows only the team side when the other player is unassigned', () => {
    expect(previewTrade(roster, roster[4]!, roster[1]!)).toEqual([{ teamId: 1, before: 7, after: 6.5 }]);
  });
});

describe('previewMove', () => {
  it('removes the player from one team and adds them to the other', () => {
    expect(previewMove(roster, roster[0]!, 2)).toEqual([
      { teamId: 1, before: 7, after: 6 },
      { teamId: 2, before: 3, after: 14 / 3 },
    ]);
  });

  it('handles moving into an empty team (no average before: null, not 0) and moving out to Unassigned', () => {
    expect(previewMove(roster, roster[4]!, 9)).toEqual([{ teamId: 9, before: null, after: 5 }]);
    expect(previewMove(roster, roster[2]!, null)).toEqual([{ teamId: 2, before: 3, after: 2 }]);
  });

  it("has no average after a team's last player leaves", () => {
    const pair = [{ id: 1, team: 3, overall_skill: 8 }];
    expect(previewMove(pair, pair[0]!, null)).toEqual([{ teamId: 3, before: 8, after: null }]);
  });
});

describe('searchPlayers', () => {
  const players = Array.from({ length: 14 }, (_, i) => ({ name: `Player ${i}` }));

  it('matches case-insensitive substrings and shows at most 10', () => {
    expect(searchPlayers(players, 'PLAYER')).toHaveLength(10);
    expect(searchPlayers(players, 'er 1').map((p) => p.name)).toEqual(['Player 1', 'Player 10', 'Player 11', 'Player 12', 'Player 13']);
  });

  it('finds nothing for a blank query', () => {
    expect(searchPlayers(players, '   ')).toEqual([]);
  });
});
